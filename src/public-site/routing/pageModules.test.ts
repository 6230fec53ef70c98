import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTable, type PageKey } from '../../shared/pageTable';
import { isPageModuleKey, pageSource } from './pageModules';

const projectRoot = path.join(__dirname, '../../..');
const pagesDir = path.join(__dirname, '../pages');

function pageFilesOnDisk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? pageFilesOnDisk(path.join(dir, entry.name)) : /Page\.tsx$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
  );
}

describe('the page modules', () => {
  const pageKeys = (Object.keys(pageTable) as PageKey[]).filter(isPageModuleKey);

  it('finds the module named after each page of the table, and the portal has none', () => {
    for (const key of pageKeys) expect(existsSync(path.join(projectRoot, pageSource(key))), key).toBe(true);
    expect(pageSource('forgotPassword')).toBe('src/public-site/pages/account/ForgotPasswordPage.tsx');
    expect(pageSource('product')).toBe('src/public-site/pages/ProductPage.tsx');
    expect(isPageModuleKey('dashboard')).toBe(false);
    expect(isPageModuleKey('notFound')).toBe(false);
  });

  it('has a row for every page module but the error page (a page without a row would never be routed)', () => {
    const routed = new Set(pageKeys.map((key) => path.join(projectRoot, pageSource(key))));
    const unrouted = pageFilesOnDisk(pagesDir).filter((file) => !routed.has(file));
    expect(unrouted.map((file) => path.relative(pagesDir, file))).toEqual(['NotFoundPage.tsx']);
  });
});
