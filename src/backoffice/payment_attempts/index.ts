import PhonelinkRingIcon from '@mui/icons-material/PhonelinkRing';
import { lazyPage } from '../common/lazyPage';

export default {
  list: lazyPage(() => import('./PaymentAttemptList'), 'PaymentAttemptList'),
  icon: PhonelinkRingIcon,
};
