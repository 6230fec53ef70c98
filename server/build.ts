import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestChange(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/** Runs `npm run build` when dist/ is missing or older than the front end's sources. */
export function ensureBuilt(projectRoot: string): void {
  const builtIndex = path.join(projectRoot, 'dist/index.html');
  const builtRenderer = path.join(projectRoot, 'dist-server/renderRequest.js');
  // scripts/vite: the build's own plugins (the back-office's login form written into admin/index.html, its file lists).
  const sources = ['src', 'public', 'index.html', 'admin/index.html', 'vite.config.ts', 'scripts/vite', 'package.json']
    .map((name) => path.join(projectRoot, name))
    .filter((source) => existsSync(source));
  const sourcesChanged = Math.max(...sources.map(newestChange));
  const built = [builtIndex, builtRenderer].every((file) => existsSync(file) && statSync(file).mtimeMs >= sourcesChanged);
  if (built) return;
  console.log('Construction du site (npm run build)…');
  // Under Vitest NODE_ENV is `test`, which would make Vite bundle React's development build.
  execSync('npm run build', { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
