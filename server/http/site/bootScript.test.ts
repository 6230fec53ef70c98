import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineBootScript, readBootScript } from './bootScript';

const builtHtml = '<html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body></body></html>';

describe('the boot script inlined into pages', () => {
  const dirs: string[] = [];
  const distWith = (html: string, boot: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'boot-script-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), html);
    writeFileSync(path.join(dir, 'assets/index-abc.js'), boot);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('puts the file’s exact text in the page, with the hash a browser checks against script-src', () => {
    const source = 'let a=`$&`;import(a);';
    const boot = readBootScript(distWith(builtHtml, source));
    expect(boot.cspSource).toBe(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
    const page = inlineBootScript(builtHtml, boot);
    // `$&` survives: the replacement is not read as a pattern.
    expect(page).toBe(`<html><head><script type="module">${source}</script></head><body></body></html>`);
  });

  it('refuses a build without the boot script, or a script that would end the element early', () => {
    expect(() => readBootScript(distWith('<html><head></head></html>', ''))).toThrow(/no boot script/);
    expect(() => readBootScript(distWith(builtHtml, 'let s="</script>";'))).toThrow(/cannot be inlined/);
  });
});
