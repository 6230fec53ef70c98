import { useSiteSettings } from '../../shared/config/SettingsContext';
import { formatShortDate } from '../../shared/format/dates';
import type { BlogPostSummary } from '../queries/blogQueries';
import { blogText } from '../i18n/fr/blog';

/** « Publié le 12/11/2026 par Awa Traoré »; a post without an author is signed by the company's team. */
export function PostByline({ post }: { post: BlogPostSummary }) {
  const { company_name: companyName } = useSiteSettings();
  return (
    <p className="post-date">
      {blogText.publishedOn}
      <time dateTime={post.published_at}>{formatShortDate(post.published_at)}</time>
      {blogText.by(post.author_name ?? blogText.companyTeam(companyName))}
    </p>
  );
}
