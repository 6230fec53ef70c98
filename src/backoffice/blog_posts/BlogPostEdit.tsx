import { DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin';
import { BlogPostForm } from './BlogPostForm';
import { prepareBlogPost } from './blogPostTransform';
import { PublishButton } from './PublishButton';

const BlogPostToolbar = () => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton />
    <PublishButton />
    <DeleteButton mutationMode="pessimistic" sx={{ ml: 'auto' }} />
  </Toolbar>
);

export function BlogPostEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={prepareBlogPost}>
      <BlogPostForm toolbar={<BlogPostToolbar />} />
    </Edit>
  );
}
