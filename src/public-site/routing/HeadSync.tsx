import { usePageMeta } from '../../shared/seo/usePageMeta';
import { usePageStatus } from './routeData';

/**
 * Keeps the tab title and the description in step with the page after a
 * client-side navigation; the server already wrote them for the first page.
 */
export function HeadSync() {
  const { head } = usePageStatus();
  usePageMeta(head.title, head.description);
  return null;
}
