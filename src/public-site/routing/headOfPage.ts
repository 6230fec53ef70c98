import { isRouteErrorResponse } from 'react-router';
import { canonicalPathOf } from '../../shared/pageTable';
import type { PageHandle, PageHead } from '../../shared/seo/pageHead';
import { layoutText } from '../i18n/fr/layout';
import type { PageState } from './pageState';

interface MatchedRoute {
  id?: string;
  handle?: unknown;
}

/**
 * The head of the page shown: the deepest route that says what its head is,
 * given its rows, with its own address as canonical when the page table lists
 * it in sitemap.xml and the head names none; a page in error has the 404 head
 * or the « unavailable » one. The server writes it into the HTML, the browser
 * keeps the tab in step.
 */
export function headOfPage(matchedRoutes: MatchedRoute[], state: Pick<PageState, 'loaderData' | 'errors'>): PageHead {
  if (state.errors) {
    const error = Object.values(state.errors)[0];
    return isRouteErrorResponse(error) && error.status === 404 ? layoutText.notFound.head : layoutText.pageError.head;
  }
  const route = [...matchedRoutes].reverse().find((candidate) => (candidate.handle as PageHandle | undefined)?.head);
  if (!route) return layoutText.notFound.head;
  const head = (route.handle as PageHandle<unknown>).head(route.id ? state.loaderData[route.id] : undefined);
  const canonicalPath = head.canonicalPath ?? canonicalPathOf(route.id);
  return canonicalPath ? { ...head, canonicalPath } : head;
}
