import { useSiteSettings } from '../../shared/config/SettingsContext';
import { formatShortDate } from '../../shared/format/dates';
import type { BlogPostSummary } from '../queries/blogQueries';

/** « Publié le 12/11/2026 par Awa Traoré »; a post without an author is signed by the company's team. */
export function PostByline({ post }: { post: BlogPostSummary }) {
  const { company_name: companyName } = useSiteSettings();
  return (
    <p className="post-date">
      Publié le <time dateTime={post.published_at}>{formatShortDate(post.published_at)}</time>
      {` par ${post.author_name ?? `l’équipe ${companyName}`}`}
    </p>
  );
}
