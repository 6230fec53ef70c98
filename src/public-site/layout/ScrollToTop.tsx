import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Each new page starts at its top (SPEC.md §2), not where the previous one was scrolled. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
