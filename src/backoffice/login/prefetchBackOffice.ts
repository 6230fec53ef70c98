/** Where the build lists the form's own script, then react-admin's files (scripts/vite/backOfficeFiles.ts). */
const filesMetas = ['meta[name="backoffice-login-files"]', 'meta[name="backoffice-files"]'];

/**
 * Fetches, once the page has loaded, the script that brings the login form to life and then
 * react-admin's files into the browser cache, at the lowest priority (rel=prefetch): nothing runs
 * before the visitor touches the form, so the page stays still, the form answers at once when
 * touched and the dashboard after login needs no download. Without the lists (dev server) nothing
 * is done: the imports fetch them.
 */
export function prefetchBackOffice(): void {
  const files = filesMetas.flatMap((meta) => document.querySelector<HTMLMetaElement>(meta)?.content.split(' ').filter(Boolean) ?? []);
  const start = () => {
    for (const file of files) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = file;
      if (file.endsWith('.js')) link.as = 'script';
      else if (file.endsWith('.css')) link.as = 'style';
      document.head.append(link);
    }
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * For a visit that opens react-admin at once (a stored session): the same files, fetched now and in
 * parallel (modulepreload) rather than one import after the other (the form's script, then react-admin).
 */
export function preloadBackOffice(): void {
  for (const file of filesMetas.flatMap((meta) => document.querySelector<HTMLMetaElement>(meta)?.content.split(' ').filter(Boolean) ?? [])) {
    const link = document.createElement('link');
    if (file.endsWith('.js')) Object.assign(link, { rel: 'modulepreload', crossOrigin: '' });
    else Object.assign(link, { rel: 'preload', as: 'style' });
    link.href = file;
    document.head.append(link);
  }
}
