import { layoutText } from '../i18n/fr/layout';

/** Shown only when a page is built in the browser with no server-rendered HTML (static hosting, first load). */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      {layoutText.pageLoadingShort}
    </div>
  );
}
