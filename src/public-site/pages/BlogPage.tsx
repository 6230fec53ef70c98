import { Link } from 'react-router';
import { imageLayouts } from '../../shared/images/imageLayouts';
import { paths } from '../../shared/paths';
import { staticHead } from '../../shared/seo/staticHead';
import { PostByline } from '../blog/PostByline';
import { ProductImage } from '../catalogue/ProductImage';
import { unavailable } from '../data/loaderErrors';
import { fetchPosts, type BlogPostSummary } from '../queries/blogQueries';
import { blogText } from '../i18n/fr/blog';
import { useRouteData } from '../routing/routeData';
import { blogHead } from '../i18n/fr/heads/blog';

export function loader(): Promise<BlogPostSummary[]> {
  return fetchPosts().catch(unavailable);
}

export const handle = staticHead(blogHead);

export default function BlogPage() {
  const posts = useRouteData<BlogPostSummary[]>();
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{blogText.title}</h1>
          <p>{blogText.intro}</p>
        </div>
      </section>
      <section className="section">
        <div className="container narrow">
          {posts.length === 0 ? (
            <p className="empty-state">{blogText.empty}</p>
          ) : (
            <ul className="post-list">
              {posts.map((post, index) => (
                <li key={post.id} className={post.image_url ? 'card post-card' : 'card'}>
                  {/* The title's link says where it goes; the photo beside it is decoration. The first one is on
                      screen as the page opens (often its largest element): fetched at once, not lazily. */}
                  {post.image_url ? <ProductImage src={post.image_url} alt="" layout={imageLayouts.postCard} eager={index === 0} /> : null}
                  <h2 className="card__title">
                    <Link className="card__link" to={paths.blogPost(post.slug)}>
                      {post.title}
                    </Link>
                  </h2>
                  <PostByline post={post} />
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
