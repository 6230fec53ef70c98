import type { Database } from '../../db/types';
import type { PageCache } from './pageCache';

/** The channel the database announces changes of public content on (migration 20261123001100). */
const publicContentChannel = 'public_content';

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
  // Pages read some tables through views (public_blog_posts, …): a change of the table drops those too.
  const viewsOf = await viewsReading(db);
  const dropPagesShowing = (table: string) => {
    for (const name of [table, ...(viewsOf.get(table) ?? [])]) cache.invalidate(name);
  };
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
      if (table) dropPagesShowing(table);
      else cache.invalidate();
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
      dropPagesShowing('blog_posts');
      void lookUpNextPublication();
    },
    stop: stopListening,
  };
}

/** Views of the public schema by the tables (or views) they read, transitively, from the catalogue. */
async function viewsReading(db: Database): Promise<Map<string, string[]>> {
  const found = await db.query<{ view_name: string; source_name: string }>(
    `select distinct view.relname as view_name, source.relname as source_name
       from pg_catalog.pg_depend dependency
       join pg_catalog.pg_rewrite rule on rule.oid = dependency.objid
       join pg_catalog.pg_class view on view.oid = rule.ev_class
       join pg_catalog.pg_class source on source.oid = dependency.refobjid
      where view.relkind in ('v', 'm') and view.relnamespace = 'public'::regnamespace
        and source.relnamespace = 'public'::regnamespace and source.oid <> view.oid`,
  );
  const direct = new Map<string, string[]>();
  for (const { view_name, source_name } of found.rows) direct.set(source_name, [...(direct.get(source_name) ?? []), view_name]);
  const all = new Map<string, string[]>();
  for (const table of direct.keys()) {
    const seen = new Set<string>();
    const visit = (name: string) => {
      for (const view of direct.get(name) ?? []) {
        if (seen.has(view)) continue;
        seen.add(view);
        visit(view);
      }
    };
    visit(table);
    all.set(table, [...seen]);
  }
  return all;
}
