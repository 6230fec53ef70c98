import { postImagePreloadLink } from '../../shared/images/preloadImage';
import { paths } from '../../shared/paths';
import { imageRenderApiUrl } from '../../shared/supabase/config';
import { absoluteUrl } from '../../shared/seo/headTags';
import { snippet, titled, type PageHead } from '../../shared/seo/pageHead';
import type { BlogPost } from '../queries/blogQueries';
import { blogText } from '../i18n/fr/blog';

/** A post's head: title, excerpt and picture for link previews; schema.org BlogPosting. */
export function blogPostHead(post: BlogPost | undefined): PageHead {
  if (!post) return { title: titled(blogText.postHead.title), description: blogText.postHead.description };
  const path = paths.blogPost(post.slug);
  const description = snippet(post.excerpt || post.content.replace(/[#*_>`[\]()!-]/g, ' '));
  return {
    title: titled(post.title),
    description,
    canonicalPath: path,
    image: post.image_url ?? undefined,
    imagePreload: postImagePreloadLink(imageRenderApiUrl(), post.image_url) || undefined,
    type: 'article',
    breadcrumbs: [
      { name: blogText.breadcrumbs.home, path: paths.home },
      { name: blogText.breadcrumbs.blog, path: paths.blog },
      { name: post.title, path },
    ],
    structuredData: (siteUrl) => [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description,
        datePublished: post.published_at,
        dateModified: post.updated_at,
        url: absoluteUrl(path, siteUrl),
        mainEntityOfPage: absoluteUrl(path, siteUrl),
        ...(post.image_url ? { image: absoluteUrl(post.image_url, siteUrl) } : {}),
        publisher: { '@type': 'Organization', name: 'Ouaga IT Services' },
      },
    ],
  };
}
