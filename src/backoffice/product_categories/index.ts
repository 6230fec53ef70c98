import CategoryIcon from '@mui/icons-material/Category';
import { lazyPage } from '../common/lazyPage';

export default {
  list: lazyPage(() => import('./CategoryList'), 'CategoryList'),
  create: lazyPage(() => import('./CategoryCreate'), 'CategoryCreate'),
  edit: lazyPage(() => import('./CategoryEdit'), 'CategoryEdit'),
  icon: CategoryIcon,
  recordRepresentation: 'name',
};
