import { Create } from 'react-admin';
import { BlogPostForm } from './BlogPostForm';
import { prepareBlogPost } from './blogPostTransform';

/** A new post starts as a draft; it is published from the list or the edit page. */
export function BlogPostCreate() {
  return (
    <Create redirect="edit" transform={prepareBlogPost}>
      <BlogPostForm />
    </Create>
  );
}
