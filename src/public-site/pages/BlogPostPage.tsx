import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { formatShortDate } from '../../shared/format/dates';
import { paths } from '../../shared/paths';
import { titled } from '../../shared/seo/pageMeta';
import { usePageMeta } from '../../shared/seo/usePageMeta';
import { PostCoverImage } from '../blog/PostCoverImage';
import { renderMarkdown } from '../blog/renderMarkdown';
import { fetchPost } from '../queries/blogQueries';
import { useRemote } from '../queries/useRemote';

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useRemote(`post:${slug}`, () => fetchPost(slug));
  const found = post.status === 'ready' ? post.value : null;
  usePageMeta(found ? titled(found.title) : titled('Blog'), found?.excerpt ?? 'Article du blog.');
  const html = useMemo(() => (found ? renderMarkdown(found.content ?? '') : ''), [found]);

  return (
    <section className="section">
      <article className="container narrow">
        <Link className="back-link" to={paths.blog}>
          ← Tous les articles
        </Link>
        {post.status === 'loading' ? (
          <p role="status">Chargement de l’article…</p>
        ) : post.status === 'failed' ? (
          <p role="alert">Impossible de charger cet article pour le moment.</p>
        ) : found ? (
          <>
            <h1>{found.title}</h1>
            <p className="post-date">Publié le {formatShortDate(found.published_at)}</p>
            <PostCoverImage src={found.image_url} />
            {/* Sanitised by renderMarkdown: no script from a post ever runs. */}
            <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
          </>
        ) : (
          <div className="empty-state">
            <h1>Article introuvable</h1>
            <p>Cet article n’existe pas ou n’est plus publié.</p>
          </div>
        )}
      </article>
    </section>
  );
}
