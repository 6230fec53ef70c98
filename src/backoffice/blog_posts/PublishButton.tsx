import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import { Button, useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { Tables } from '../../shared/supabase/database.types';

/** Publish sets published_at to now (the post appears on /blog); Unpublish clears it. */
export function PublishButton(_props: { label?: string }) {
  const record = useRecordContext<Pick<Tables<'blog_posts'>, 'id' | 'published_at'>>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const published = Boolean(record.published_at);
  const toggle = () =>
    update(
      'blog_posts',
      { id: record.id, data: { published_at: published ? null : new Date().toISOString() }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(published ? 'backoffice.notifications.post_unpublished' : 'backoffice.notifications.post_published', { type: 'success' }),
        onError: (error) => notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' }),
      },
    );
  return (
    <Button
      label={published ? 'backoffice.actions.unpublish' : 'backoffice.actions.publish'}
      onClick={(event) => {
        event.stopPropagation();
        toggle();
      }}
      disabled={isPending}
    >
      {published ? <UnpublishedIcon /> : <PublishIcon />}
    </Button>
  );
}
