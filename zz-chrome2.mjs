import { chromium } from 'playwright-core';
import http from 'node:http';
import { execSync } from 'node:child_process';
const srv = http.createServer((q, r) => { r.setHeader('content-type','text/html'); r.end('<h1>Bonjour</h1>'); }).listen(0);
const url = `http://127.0.0.1:${srv.address().port}/`;
const extra = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run', ...extra] });
const s = { ctx: 0, page: 0, goto: 0, close: 0 };
import { readFileSync } from 'node:fs';
const cpu = () => { const f = readFileSync('/proc/stat','utf8').split('\n')[0].split(/\s+/).slice(1).map(Number); return (f[0]+f[1]+f[2]+f[5]+f[6])/100; };
const c0 = cpu();
for (let i = 0; i < 16; i++) {
  let t = performance.now();
  const c = await b.newContext(); s.ctx += performance.now() - t; t = performance.now();
  const p = await c.newPage(); s.page += performance.now() - t; t = performance.now();
  await p.goto(url); s.goto += performance.now() - t; t = performance.now();
  await c.close(); s.close += performance.now() - t;
}
for (const k in s) s[k] = (s[k] / 16) | 0;
const cdp = await b.newBrowserCDPSession();
const c = await b.newContext(); await c.newPage();
const { targetInfos } = await cdp.send('Target.getTargets');
console.log(extra.join(' ') || '(none)', JSON.stringify(s), 'live chromium cpu s', cpu() - c0, targetInfos.map(t => t.type).join(','));
await b.close(); srv.close();
