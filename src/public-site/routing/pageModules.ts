import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { isPageKey, pageTable, type PageModuleKey } from '../../shared/pageTable';
import type { PageHandle } from '../../shared/seo/pageHead';

/** What a page module exports: the page, and when it shows data, its loader; its head. */
export interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
  handle?: PageHandle<never>;
}

/**
 * Each page is its own chunk, loaded by the router on first visit (or before hydration for the page the
 * server rendered). NotFoundPage is left out: the error boundary imports it with the layout.
 */
const pageFiles = import.meta.glob<PageModule>(['../pages/**/*Page.tsx', '!../pages/NotFoundPage.tsx']);

/** A page of the table drawn by a module (every row but the portal's); a page's route has its key as id. */
export function isPageModuleKey(id: string): id is PageModuleKey {
  return isPageKey(id) && !('portal' in pageTable[id]);
}

/** A page's module, named after its key in any folder under pages/: `forgotPassword` is `account/ForgotPasswordPage.tsx`. */
function pageFile(key: PageModuleKey): string {
  const name = `/${key[0].toUpperCase()}${key.slice(1)}Page.tsx`;
  const file = Object.keys(pageFiles).find((candidate) => candidate.endsWith(name));
  if (!file) throw new Error(`page sans module : ${key} (${name.slice(1)})`);
  return file;
}

/** Loads a page's module (its chunk). */
export function loadPage(key: PageModuleKey): Promise<PageModule> {
  return pageFiles[pageFile(key)]();
}

/** Source file of a page (as Vite's manifest names it), for the server to preload the chunk it needs. */
export function pageSource(key: PageModuleKey): string {
  return `src/public-site/${pageFile(key).slice('../'.length)}`;
}
