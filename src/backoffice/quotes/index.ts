import QuoteIcon from '@mui/icons-material/RequestQuote';
import { lazyPage } from '../common/lazyPage';

export default {
  list: lazyPage(() => import('./QuoteList'), 'QuoteList'),
  show: lazyPage(() => import('./QuoteShow'), 'QuoteShow'),
  create: lazyPage(() => import('./QuoteCreate'), 'QuoteCreate'),
  icon: QuoteIcon,
  recordRepresentation: 'name',
};
