import ArticleIcon from '@mui/icons-material/Article';
import { BlogPostCreate } from './BlogPostCreate';
import { BlogPostEdit } from './BlogPostEdit';
import { BlogPostList } from './BlogPostList';

export default {
  list: BlogPostList,
  create: BlogPostCreate,
  edit: BlogPostEdit,
  icon: ArticleIcon,
  recordRepresentation: 'title',
};
