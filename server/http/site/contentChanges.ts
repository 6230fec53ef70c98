import type { Database } from '../../db/types';
import type { PageCache } from './pageCache';

/** The channel the database announces changes of public content on (migration 20261123001100). */
export const publicContentChannel = 'public_content';

export interface ContentWatcher {
  /** Call before serving from the cache: drops blog pages once a post scheduled for later is due. */
  beforeServe(now?: number): void;
  stop(): Promise<void>;
}

/**
 * Keeps the page cache current: a NOTIFY from the database drops the pages of
 * the changed table (sent by triggers, so it holds for any writer and any
 * number of server processes); a post published for a later time is a change
 * that no trigger sees, so its time is looked up and the blog pages are
 * dropped when it comes.
 */
export async function watchContentChanges(db: Database, cache: PageCache): Promise<ContentWatcher> {
  let nextPublication = Number.POSITIVE_INFINITY;
  const lookUpNextPublication = async () => {
    try {
      // Only a time, read with the server's own connection: what the post says stays behind RLS.
      const found = await db.query<{ next: Date | string | null }>('select min(published_at) as next from public.blog_posts where published_at > now()');
      const next = found.rows[0]?.next;
      nextPublication = next ? new Date(next).getTime() : Number.POSITIVE_INFINITY;
    } catch {
      // Unknown: look again soon rather than keep a blog page stale.
      nextPublication = Date.now() + 60_000;
    }
  };

  const stopListening = await db.listen(
    publicContentChannel,
    (table) => {
      cache.invalidate(table || undefined);
      if (table === 'blog_posts') void lookUpNextPublication();
    },
    () => {
      cache.invalidate();
      void lookUpNextPublication();
    },
  );
  await lookUpNextPublication();

  return {
    beforeServe(now = Date.now()) {
      if (now < nextPublication) return;
      nextPublication = Number.POSITIVE_INFINITY;
      cache.invalidate('blog_posts');
      void lookUpNextPublication();
    },
    stop: stopListening,
  };
}
