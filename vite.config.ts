import { constants as zlib } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { appModules } from './scripts/vite/appModules.ts';
import { backOfficeFiles } from './scripts/vite/backOfficeFiles.ts';
import { loginMarkup } from './scripts/vite/loginMarkup.ts';
import { precacheManifest, siteAssetPaths } from './scripts/vite/precacheManifest.ts';

/**
 * Two entries: the public site with the customer portal (index.html), and the
 * back-office (admin/index.html), so react-admin and MUI never reach a visitor.
 * They are built one after the other (`vite build` then `vite build --mode admin`,
 * see package.json): built together, modules both use (react-router above all)
 * would be bundled with the union of what both need, doubling the router a
 * visitor on a slow network downloads.
 */
export default defineConfig(({ mode }) => {
  const admin = mode === 'admin';
  // The public site's service worker (src/public-site/serviceWorker), one classic script at dist/sw.js,
  // built after the site because it lists files of that build to keep on install.
  if (mode === 'sw') {
    return {
      publicDir: false,
      define: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __PRECACHE_MANIFEST__: JSON.stringify(precacheManifest(fileURLToPath(new URL('./dist', import.meta.url)))),
        __SITE_ASSETS__: JSON.stringify(siteAssetPaths(fileURLToPath(new URL('./dist', import.meta.url)))),
      },
      build: {
        outDir: 'dist',
        emptyOutDir: false,
        target: 'es2020',
        sourcemap: false,
        copyPublicDir: false,
        lib: {
          entry: fileURLToPath(new URL('./src/public-site/serviceWorker/serviceWorker.ts', import.meta.url)),
          formats: ['iife' as const],
          name: 'serviceWorker',
          fileName: () => 'sw.js',
        },
      },
    };
  }
  // The server's copy of the public site (rendering each page at request time), built into dist-server/.
  if (mode === 'ssr') {
    return {
      plugins: [react()],
      resolve: { alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }] },
      // React's production build is bundled in, whatever NODE_ENV the server (or a test runner) has:
      // its development build renders several times slower.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      ssr: { noExternal: ['react', 'react-dom', 'react-router', 'scheduler', 'dompurify', 'marked'] },
      build: {
        ssr: fileURLToPath(new URL('./src/public-site/ssr/renderRequest.tsx', import.meta.url)),
        outDir: 'dist-server',
        emptyOutDir: true,
        target: 'node22',
        sourcemap: false,
      },
    };
  }
  return {
    plugins: [
      react(),
      // The back-office's login form is in its HTML, and prefetches its script and react-admin behind it.
      ...(admin ? [loginMarkup(), backOfficeFiles()] : [appModules()]),
      // Each asset compressed once, at the highest levels, next to it (.br, .gz): the server sends
      // these files as they are (see server/http/site/registerSite.ts) instead of compressing every
      // response at a level fast enough to do per request. Brotli 11 is about a tenth smaller.
      // HTML is left out: the server composes every page itself.
      compression({
        include: /\.(js|css|svg|json|webmanifest|txt|xml)$/,
        threshold: 1024,
        algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
        logLevel: 'silent',
      }),
    ],
    resolve: {
      // react-router's package exports always point at its development build (dev-only
      // checks and warnings included); visitors get its production build.
      alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }],
    },
    build: {
      target: 'es2020',
      sourcemap: false,
      // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the first load.
      modulePreload: { polyfill: false },
      // The site is built first and empties dist/; the back-office is added next to it.
      emptyOutDir: !admin,
      // The server reads it to inline the stylesheet and preload each rendered page's own chunk.
      manifest: !admin,
      rollupOptions: {
        // The site has two entries: the boot script (index.html), inlined into every page, and the
        // application it imports by address once the page is painted (scripts/vite/appModules.ts).
        input: admin
          ? fileURLToPath(new URL('./admin/index.html', import.meta.url))
          : [fileURLToPath(new URL('./index.html', import.meta.url)), fileURLToPath(new URL('./src/application.ts', import.meta.url))],
        // The application's entry keeps its export (startApplication), which the boot script calls.
        preserveEntrySignatures: admin ? undefined : 'exports-only',
      },
    },
  };
});
