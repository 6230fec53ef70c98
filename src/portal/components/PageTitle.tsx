import { useEffect, useRef } from 'react';
import { titled } from '../../shared/seo/pageTitle';
import { usePageMeta } from '../../shared/seo/usePageMeta';
import { fr } from '../i18n/fr';

/**
 * The page's heading and the browser tab's title. `focus`: the heading takes the keyboard focus when
 * it appears (a page reached by a form, such as an order just placed from the cart), so a screen
 * reader says it at once.
 */
export default function PageTitle({ children, focus = false }: { children: string; focus?: boolean }) {
  usePageMeta(titled(`${children} · ${fr.area}`), fr.dashboard.intro);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <h1 ref={heading} className="portal-page__title" tabIndex={focus ? -1 : undefined}>
      {children}
    </h1>
  );
}
