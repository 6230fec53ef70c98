import { titled } from '../../shared/seo/publicPages';
import { usePageMeta } from '../../shared/seo/usePageMeta';
import { fr } from '../i18n/fr';

/** The page's heading and the browser tab's title. */
export default function PageTitle({ children }: { children: string }) {
  usePageMeta(titled(`${children} · ${fr.area}`), fr.dashboard.intro);
  return <h1 className="portal-page__title">{children}</h1>;
}
