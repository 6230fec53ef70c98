import type { Plugin } from 'vite';

/** The name of the meta tag listing react-admin's files; read by src/backoffice/login/prefetchBackOffice.ts. */
export const backOfficeFilesMeta = 'backoffice-files';

/**
 * Lists, in admin/index.html, the files of the react-admin chunk (src/backoffice/App.tsx, imported
 * on demand by the entry) and every chunk and stylesheet it needs. The login form prefetches them
 * while the password is typed: fetched into the cache, not run, so the form stays responsive and
 * the dashboard opens without a download after login.
 */
export function backOfficeFiles(): Plugin {
  return {
    name: 'backoffice-files',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const app = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId?.replace(/\\/g, '/').endsWith('/src/backoffice/App.tsx'));
        if (!app || app.type !== 'chunk') return html;
        const entryFiles = new Set([context.chunk?.fileName, ...(context.chunk?.imports ?? [])]);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || entryFiles.has(fileName)) return;
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') return;
          files.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          chunk.imports.forEach(visit);
        };
        visit(app.fileName);
        const content = [...files].map((file) => `/${file}`).join(' ');
        return html.replace('</head>', `  <meta name="${backOfficeFilesMeta}" content="${content}" />\n  </head>`);
      },
    },
  };
}
