import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazyPage } from '../common/lazyPage';

export default {
  list: lazyPage(() => import('./ReceivableList'), 'ReceivableList'),
  icon: AccountBalanceIcon,
};
