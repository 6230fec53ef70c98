import type { IndexHtmlTransformContext, Plugin } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The names of the meta tags listing the back-office's files; read by src/backoffice/login/prefetchBackOffice.ts. */
export const backOfficeFilesMeta = 'backoffice-files';
export const loginFilesMeta = 'backoffice-login-files';

/** A dynamically imported chunk (by its source file) and every chunk and stylesheet it needs, minus those already in the page. */
function chunkFiles(bundle: OutputBundle, source: string, inPage: Set<string | undefined>): string[] {
  const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId?.replace(/\\/g, '/').endsWith(source));
  if (!entry || entry.type !== 'chunk') return [];
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName) || inPage.has(fileName)) return;
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    chunk.imports.forEach(visit);
  };
  visit(entry.fileName);
  return [...files].map((file) => `/${file}`);
}

/**
 * Lists, in admin/index.html, the files of the code that hydrates the login form
 * (src/backoffice/mountBackOffice.tsx, imported by the entry at the first interaction) and those of
 * the react-admin chunk (src/backoffice/App.tsx, imported at the first character typed), each with
 * every chunk and stylesheet it needs. The page prefetches them after its load event: fetched into
 * the cache, not run, so the form stays still and the dashboard opens without a download after login.
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
        const inPage = new Set([context.chunk?.fileName, ...(context.chunk?.imports ?? [])]);
        const login = chunkFiles(bundle, '/src/backoffice/mountBackOffice.tsx', inPage);
        const backOffice = chunkFiles(bundle, '/src/backoffice/App.tsx', new Set([...inPage, ...login.map((file) => file.slice(1))]));
        const tags = [
          `    <meta name="${loginFilesMeta}" content="${login.join(' ')}" />`,
          `    <meta name="${backOfficeFilesMeta}" content="${backOffice.join(' ')}" />`,
        ];
        return html.replace(/\n?\s*<\/head>/, `\n${tags.join('\n')}\n  </head>`);
      },
    },
  };
}
