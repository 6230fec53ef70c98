import { Link } from 'react-router';
import { formatShortDate } from '../../shared/format/dates';
import { paths } from '../../shared/paths';
import { blogMeta } from '../../shared/seo/meta/blog';
import { usePageMeta } from '../../shared/seo/usePageMeta';
import { fetchPosts } from '../queries/blogQueries';
import { useRemote } from '../queries/useRemote';

export default function BlogPage() {
  usePageMeta(blogMeta.title, blogMeta.description);
  const posts = useRemote('posts', fetchPosts);
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>Blog</h1>
          <p>Conseils et actualités de l’informatique professionnelle au Burkina Faso.</p>
        </div>
      </section>
      <section className="section">
        <div className="container narrow">
          {posts.status === 'loading' ? (
            <p role="status">Chargement des articles…</p>
          ) : posts.status === 'failed' ? (
            <p role="alert">Impossible de charger les articles pour le moment.</p>
          ) : posts.value.length === 0 ? (
            <p className="empty-state">Aucun article publié pour le moment.</p>
          ) : (
            <ul className="post-list">
              {posts.value.map((post) => (
                <li key={post.id} className="card">
                  <h2 className="card__title">
                    <Link className="card__link" to={paths.blogPost(post.slug)}>
                      {post.title}
                    </Link>
                  </h2>
                  <p className="post-date">Publié le {formatShortDate(post.published_at)}</p>
                  {post.excerpt ? <p>{post.excerpt}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
