/** Where the build lists react-admin's files (scripts/vite/backOfficeFiles.ts). */
const filesMeta = 'meta[name="backoffice-files"]';

/**
 * Fetches react-admin's files into the browser cache once the login form is drawn, at the lowest
 * priority (rel=prefetch): nothing runs before login, so the form neither waits nor stutters,
 * and the dashboard after login needs no download. Without the list (dev server) nothing is done:
 * the import after login fetches them.
 */
export function prefetchBackOffice(): void {
  const files = document.querySelector<HTMLMetaElement>(filesMeta)?.content.split(' ').filter(Boolean) ?? [];
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
