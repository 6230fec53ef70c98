import { createServer } from 'vite';
import { readConfig } from './config';
import { projectRoot, startServer } from './server';

/**
 * npm run dev: the API server on API_PORT (default 54321) and Vite with hot
 * reload on PORT (default 3000), proxying the API paths to it.
 */
const config = readConfig();
const apiPort = Number(process.env.API_PORT ?? 54321);
const api = await startServer({ ...config, port: apiPort }, { distDir: null, logger: true });
const target = api.url;
const vite = await createServer({
  root: projectRoot,
  server: {
    port: config.port,
    proxy: Object.fromEntries(['/auth/v1', '/rest/v1', '/storage/v1', '/health', '/sitemap.xml', '/robots.txt'].map((prefix) => [prefix, { target, changeOrigin: false }])),
  },
  plugins: [
    {
      name: 'supabase-config',
      transformIndexHtml: (html) =>
        html.replace('<!--supabase-config-->', `<meta name="supabase-anon-key" content="${api.ctx.keys.anonKey}" />`),
    },
  ],
});
await vite.listen();
vite.printUrls();
