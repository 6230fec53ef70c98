import PeopleIcon from '@mui/icons-material/People';
import { ProfileList } from './ProfileList';

export default {
  list: ProfileList,
  icon: PeopleIcon,
  recordRepresentation: (profile: { full_name: string | null; email: string | null }) => profile.full_name || profile.email || '',
};
