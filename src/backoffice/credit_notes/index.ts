import CreditNoteIcon from '@mui/icons-material/ReceiptLong';
import { lazyPage } from '../common/lazyPage';

export default {
  list: lazyPage(() => import('./CreditNoteList'), 'CreditNoteList'),
  show: lazyPage(() => import('./CreditNoteShow'), 'CreditNoteShow'),
  icon: CreditNoteIcon,
  recordRepresentation: 'number',
};
