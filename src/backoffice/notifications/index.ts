import OutboxIcon from '@mui/icons-material/Outbox';
import { lazyPage } from '../common/lazyPage';

export default {
  list: lazyPage(() => import('./NotificationList'), 'NotificationList'),
  icon: OutboxIcon,
  recordRepresentation: 'subject',
};
