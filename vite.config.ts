import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Two entries: the public site with the customer portal (index.html), and the
 * back-office (admin/index.html), so react-admin and MUI never reach a visitor.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2020',
    sourcemap: false,
    // scripts/prerender.ts reads it to preload each pre-rendered page's own chunk.
    manifest: true,
    rollupOptions: {
      input: {
        site: fileURLToPath(new URL('./index.html', import.meta.url)),
        admin: fileURLToPath(new URL('./admin/index.html', import.meta.url)),
      },
    },
  },
});
