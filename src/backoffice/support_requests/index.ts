import SupportIcon from '@mui/icons-material/SupportAgent';
import { lazyPage } from '../common/lazyPage';

/** « Assistance »: the customers' support requests (issue 52, decision 073). */
export default {
  list: lazyPage(() => import('./SupportRequestList'), 'SupportRequestList'),
  show: lazyPage(() => import('./SupportRequestShow'), 'SupportRequestShow'),
  icon: SupportIcon,
  recordRepresentation: 'number',
};
