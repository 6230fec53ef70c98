import InvoiceIcon from '@mui/icons-material/Receipt';
import { lazyPage } from '../common/lazyPage';

export default {
  list: lazyPage(() => import('./InvoiceList'), 'InvoiceList'),
  show: lazyPage(() => import('./InvoiceShow'), 'InvoiceShow'),
  icon: InvoiceIcon,
  recordRepresentation: 'number',
};
