import AppointmentIcon from '@mui/icons-material/Event';
import { lazyPage } from '../common/lazyPage';

export default {
  list: lazyPage(() => import('./AppointmentList'), 'AppointmentList'),
  icon: AppointmentIcon,
  recordRepresentation: 'full_name',
};
