import AppointmentIcon from '@mui/icons-material/Event';
import { lazyPage } from '../common/lazyPage';

export default {
  list: lazyPage(() => import('./AppointmentList'), 'AppointmentList'),
  show: lazyPage(() => import('./AppointmentShow'), 'AppointmentShow'),
  edit: lazyPage(() => import('./AppointmentEdit'), 'AppointmentEdit'),
  icon: AppointmentIcon,
  recordRepresentation: 'full_name',
};
