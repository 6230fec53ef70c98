import OrderIcon from '@mui/icons-material/ShoppingCart';
import { lazyPage } from '../common/lazyPage';

export default {
  list: lazyPage(() => import('./OrderList'), 'OrderList'),
  edit: lazyPage(() => import('./OrderEdit'), 'OrderEdit'),
  icon: OrderIcon,
  recordRepresentation: (order: { number: number }) => `n° ${order.number}`,
};
