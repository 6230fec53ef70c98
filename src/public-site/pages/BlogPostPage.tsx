import { Link, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../shared/paths';
import type { PageHandle } from '../../shared/seo/pageHead';
import { PostByline } from '../blog/PostByline';
import { PostCoverImage } from '../blog/PostCoverImage';
import { notFound, unavailable } from '../data/loaderErrors';
import { fetchPost, type BlogPost } from '../queries/blogQueries';
import { blogPostHead } from '../seo/blogPostHead';
import { blogText } from '../i18n/fr/blog';
import { useRouteData } from '../routing/routeData';

type PostWithHtml = BlogPost & { html: string };

/**
 * A published post (drafts and posts scheduled for later are 404 for visitors: RLS hides them), with its
 * text already turned into sanitised HTML. The loader does it, not the page: a page the server rendered
 * is hydrated from that HTML, so the browser never loads the Markdown reader and the sanitiser for it
 * (about 27 KB compressed, and the longest task of a post's hydration); a post reached by a link in the
 * browser loads them with its rows.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<PostWithHtml> {
  const post = await fetchPost(params.slug ?? '').catch(unavailable);
  if (!post) notFound();
  const { renderMarkdown } = await import('../blog/renderMarkdown');
  return { ...post, html: renderMarkdown(post.content ?? '') };
}

export const handle: PageHandle<BlogPost | undefined> = { head: blogPostHead };

export default function BlogPostPage() {
  const { html, ...post } = useRouteData<PostWithHtml>();
  return (
    <section className="section">
      <article className="container narrow">
        <Link className="back-link" to={paths.blog}>
          {blogText.allPosts}
        </Link>
        <h1>{post.title}</h1>
        <PostByline post={post} />
        <PostCoverImage src={post.image_url} />
        {/* Sanitised by renderMarkdown: no script from a post ever runs. */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </section>
  );
}
