import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyPage } from '../common/lazyPage';

export default {
  list: lazyPage(() => import('./PaymentList'), 'PaymentList'),
  icon: PaymentsIcon,
};
