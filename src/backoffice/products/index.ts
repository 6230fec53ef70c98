import ProductIcon from '@mui/icons-material/Inventory2';
import { lazyPage } from '../common/lazyPage';

export default {
  list: lazyPage(() => import('./ProductList'), 'ProductList'),
  create: lazyPage(() => import('./ProductCreate'), 'ProductCreate'),
  edit: lazyPage(() => import('./ProductEdit'), 'ProductEdit'),
  icon: ProductIcon,
  recordRepresentation: 'name',
};
