import { useEffect } from 'react';

/** The page's heading and the browser tab's title. */
export default function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} | Espace client | Ouaga IT Services`;
  }, [children]);
  return <h1 className="portal-page__title">{children}</h1>;
}
