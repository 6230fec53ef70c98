import ArticleIcon from '@mui/icons-material/Article';
import { lazyPage } from '../common/lazyPage';

export default {
  list: lazyPage(() => import('./BlogPostList'), 'BlogPostList'),
  create: lazyPage(() => import('./BlogPostCreate'), 'BlogPostCreate'),
  edit: lazyPage(() => import('./BlogPostEdit'), 'BlogPostEdit'),
  icon: ArticleIcon,
  recordRepresentation: 'title',
};
