/** Shown only when a page is built in the browser with no server-rendered HTML (static hosting, first load). */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      Chargement…
    </div>
  );
}
