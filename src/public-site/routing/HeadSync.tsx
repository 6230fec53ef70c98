import { useMatches } from 'react-router';
import type { PageHandle } from '../../shared/seo/pageHead';
import { notFoundMeta } from '../../shared/seo/meta/notFound';
import { usePageMeta } from '../../shared/seo/usePageMeta';

/**
 * Keeps the tab title and the description in step with the page after a
 * client-side navigation; the server already wrote them for the first page.
 */
export function HeadSync() {
  const matches = useMatches();
  const page = [...matches].reverse().find((match) => (match.handle as PageHandle | undefined)?.head);
  const head = page ? (page.handle as PageHandle).head(page.data as never) : notFoundMeta;
  usePageMeta(head.title, head.description);
  return null;
}
