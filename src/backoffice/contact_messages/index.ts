import MailIcon from '@mui/icons-material/Mail';
import { lazyPage } from '../common/lazyPage';

export default {
  list: lazyPage(() => import('./MessageList'), 'MessageList'),
  show: lazyPage(() => import('./MessageShow'), 'MessageShow'),
  icon: MailIcon,
  recordRepresentation: 'name',
};
