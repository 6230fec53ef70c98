import AppointmentIcon from '@mui/icons-material/Event';
import { AppointmentList } from './AppointmentList';

export default {
  list: AppointmentList,
  icon: AppointmentIcon,
  recordRepresentation: 'full_name',
};
