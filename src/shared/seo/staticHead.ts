import type { PageHandle } from './pageHead';
import { titled } from './pageTitle';

/** The words of a page's head that do not depend on data, from the page's catalogue. */
export interface HeadWords {
  title: string;
  description: string;
}

/**
 * The head of a page whose words do not depend on data: `withBrand` writes its whole title (the brand after the
 * page's words by default). Its canonical address is added by the router when the page table lists it in sitemap.xml.
 */
export function staticHead(words: HeadWords, withBrand: (title: string) => string = titled): PageHandle {
  return { head: () => ({ title: withBrand(words.title), description: words.description }) };
}
