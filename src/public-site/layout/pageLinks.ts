import { pageTable, sitemapPages, sitemapSections, type LinkedPageKey, type SitemapSection } from '../../shared/pageTable';
import { pageLinkText } from '../i18n/fr/pageLinks';

/** A link to a page of the table, as the menu, the footer and the site map page draw it. */
export interface PageLink {
  page: LinkedPageKey;
  to: string;
  label: string;
}

/** The links to these pages (a list the page table draws: `navPages()`, `footerPages()`, `sitemapPages(section)`). */
export function pageLinks(pages: LinkedPageKey[]): PageLink[] {
  return pages.map((page) => ({ page, to: pageTable[page].path, label: pageLinkText[page] }));
}

/** The site map page's sections of links, in the table's order. */
export function sitemapLinks(): { section: SitemapSection; links: PageLink[] }[] {
  return sitemapSections.map((section) => ({ section, links: pageLinks(sitemapPages(section)) }));
}
