import QuoteIcon from '@mui/icons-material/RequestQuote';
import { QuoteList } from './QuoteList';
import { QuoteShow } from './QuoteShow';

export default {
  list: QuoteList,
  show: QuoteShow,
  icon: QuoteIcon,
  recordRepresentation: 'name',
};
