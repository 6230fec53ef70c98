import { useEffect } from 'react';
import { useRecordContext, useUpdate } from 'react-admin';
import type { Tables } from '../../shared/supabase/database.types';

/** Opening a message marks it read (once; the list then shows it as read without a reload). */
export function MarkAsRead() {
  const record = useRecordContext<Pick<Tables<'contact_messages'>, 'id' | 'read'>>();
  const [update] = useUpdate();
  const unreadId = record && !record.read ? record.id : undefined;
  useEffect(() => {
    if (!unreadId || !record) return;
    update('contact_messages', { id: unreadId, data: { read: true }, previousData: record }, { mutationMode: 'pessimistic' });
    // Only when another unread message is opened, not when the record object is refreshed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unreadId]);
  return null;
}
