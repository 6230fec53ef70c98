import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { PageHandle } from '../../shared/seo/pageHead';
import { notFoundMeta } from '../../shared/seo/meta/notFound';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/**
 * Keeps the tab title and the description in step with the page after a
 * client-side navigation; the server already wrote them for the first page.
 */
export function HeadSync() {
  const matches = useMatches();
  const page = [...matches].reverse().find((match) => (match.handle as PageHandle | undefined)?.head);
  const head = page ? (page.handle as PageHandle).head(page.data as never) : notFoundMeta;
  useEffect(() => {
    document.title = head.title;
    setMeta('name', 'description', head.description);
    setMeta('property', 'og:title', head.title);
    setMeta('property', 'og:description', head.description);
  }, [head.title, head.description]);
  return null;
}
