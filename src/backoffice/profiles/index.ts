import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../common/lazyPage';

export default {
  list: lazyPage(() => import('./ProfileList'), 'ProfileList'),
  edit: lazyPage(() => import('./ProfileEdit'), 'ProfileEdit'),
  icon: PeopleIcon,
  recordRepresentation: (profile: { full_name: string | null; email: string | null }) => profile.full_name || profile.email || '',
};
