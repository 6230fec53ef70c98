import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Tables } from '../../shared/supabase/database.types';

/** Draft or published: a post is published once published_at is set. */
export function PublicationChip(_props: { label?: string }) {
  const record = useRecordContext<Pick<Tables<'blog_posts'>, 'published_at'>>();
  const translate = useTranslate();
  if (!record) return null;
  const published = Boolean(record.published_at);
  return <Chip size="small" color={published ? 'success' : 'default'} label={translate(published ? 'backoffice.blog.published' : 'backoffice.blog.draft')} />;
}
