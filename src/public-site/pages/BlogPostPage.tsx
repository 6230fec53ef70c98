import { useMemo } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../shared/paths';
import type { PageHandle } from '../../shared/seo/pageHead';
import { PostByline } from '../blog/PostByline';
import { PostCoverImage } from '../blog/PostCoverImage';
import { renderMarkdown } from '../blog/renderMarkdown';
import { notFound, unavailable } from '../data/loaderErrors';
import { fetchPost, type BlogPost } from '../queries/blogQueries';
import { blogPostHead } from '../seo/blogPostHead';
import { blogText } from '../i18n/fr/blog';
import { useRouteData } from '../routing/routeData';

/** A published post (drafts and posts scheduled for later are 404 for visitors: RLS hides them). */
export async function loader({ params }: LoaderFunctionArgs): Promise<BlogPost> {
  const post = await fetchPost(params.slug ?? '').catch(unavailable);
  return post ?? notFound();
}

export const handle: PageHandle<BlogPost | undefined> = { head: blogPostHead };

export default function BlogPostPage() {
  const post = useRouteData<BlogPost>();
  const html = useMemo(() => renderMarkdown(post.content ?? ''), [post]);
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
