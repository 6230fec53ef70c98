import { renderToString } from 'react-dom/server';
import { createServer, type Plugin } from 'vite';

const rootElement = '<div id="root"></div>';

/**
 * Writes the back-office's login form into admin/index.html's root at build time, so a logged-out
 * visit paints the form from the HTML and its stylesheet alone, with no JavaScript: on a phone the
 * form no longer waits for React to download and run. The module is loaded through a short-lived Vite
 * server (it imports CSS, which plain Node cannot) and rendered as the browser hydrates it
 * (src/backoffice/login/loginScreen.tsx, the same tree on both sides).
 */
export function loginMarkup(): Plugin {
  let root = process.cwd();
  return {
    name: 'login-markup',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(rootElement)) throw new Error(`login-markup: ${rootElement} is missing from admin/index.html`);
        const server = await createServer({ configFile: false, root, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
        try {
          const { loginScreen } = (await server.ssrLoadModule('/src/backoffice/login/loginScreen.tsx')) as typeof import('../../src/backoffice/login/loginScreen');
          const nothing = async () => {};
          const markup = renderToString(loginScreen({ requested: '/admin', openBackOffice: nothing, prepareBackOffice: () => {} }));
          return html.replace(rootElement, `<div id="root">${markup}</div>`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
