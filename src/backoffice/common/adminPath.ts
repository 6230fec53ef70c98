import { adminBasename } from '../auth/authPages';

/**
 * A link inside the back-office. Its routes sit under <Route path="/admin/*">, so a
 * plain react-router link must carry the basename (react-admin's own links add it).
 */
export function adminPath(path: string): string {
  return `${adminBasename}${path.startsWith('/') ? path : `/${path}`}`;
}
