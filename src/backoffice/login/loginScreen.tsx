import { StrictMode } from 'react';
import { FirstLogin, type FirstLoginProps } from './FirstLogin';

/**
 * The first screen of a logged-out visit, as one tree: the build renders it into admin/index.html
 * (scripts/vite/loginMarkup.ts) and the browser hydrates the very same tree, so the two match.
 */
export function loginScreen(props: FirstLoginProps) {
  return (
    <StrictMode>
      <FirstLogin {...props} />
    </StrictMode>
  );
}
