import { titled, type PageHandle } from '../../../shared/seo/pageHead';

/** Account pages are not indexed; their head is their card's title and introduction. */
export function accountHead(text: { title: string; intro: string }): PageHandle {
  return { head: () => ({ title: titled(text.title), description: text.intro }) };
}
