import { pagesWhere, pageTable } from './pageTable';

/*
 * The address lists the page table implies for the server (sitemap.xml, the pages it answers with the shell) and
 * the service worker (what it leaves alone or does not keep). Apart from the table so that the site's first load,
 * which reads the table for its routes and links, does not carry them.
 */

/** The addresses sitemap.xml lists before the catalogue's rows. */
export const indexablePaths = () => pagesWhere((row) => row.indexable).map((key) => pageTable[key].path);

/** Addresses of the pages the service worker does not keep on the device (account pages). */
export const unkeptOfflinePaths = () => pagesWhere((row) => row.keptOffline === false).map((key) => pageTable[key].path);

/**
 * Where the browser builds every page from the application's shell, never the server: the portal's address and
 * everything under it, and each personal link's fixed part (the address before its token, ending in `/`).
 */
export const browserBuiltAddresses = () =>
  pagesWhere((row) => row.portal || row.personalLink).map((key) => {
    const { path } = pageTable[key];
    return { prefix: path.split(':')[0], personalLink: 'personalLink' in pageTable[key] };
  });

/** An address at or under a prefix: a prefix ending in `/` takes what follows it, another one whole path segments. */
export function isUnder(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return pathname.startsWith(prefix);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
