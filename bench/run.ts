// First: the in-process benches measure React's production build, as the served product runs it.
import '../server/productionMode';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

/**
 * npm run bench [name…]: runs the benchmarks one after the other (never in
 * parallel: they would measure each other). Each prints its own figures.
 *   rest  — REST path vs. the same SQL as one statement, 10 000 rows, 10 and 50 connections
 *   site  — initial JavaScript of the public site and Lighthouse scores
 *   pages — server rendering: cached page vs static file, cache miss
 *   admin — JavaScript before the back-office login form, Lighthouse mobile on it and desktop on the dashboard
 *   soak  — mixed load for 60 s on PGlite and PostgreSQL
 *   busy  — `/` while 10 clients list 100 000 rows with count=exact (PGlite)
 *   limits — cost of one rate-limit counter call, PGlite and PostgreSQL
 */
const all = ['rest', 'site', 'pages', 'admin', 'soak', 'busy', 'limits'];
const chosen = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const names = chosen.length > 0 ? chosen : all;

/**
 * The machine's state, printed before each benchmark (issue 51 point 5): a figure means something only with the load
 * it was measured under, so every run says when, on which commit, on how many cores and under what load it ran.
 */
function machineState(): string {
  let commit = 'inconnu';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // Not a git checkout (an unpacked archive): the figures still print.
  }
  const load = os.loadavg().map((value) => value.toFixed(2).replace('.', ',')).join(' ; ');
  const busy = process.argv.includes('--busy') ? ', un cœur occupé à côté (--busy)' : '';
  return `Machine : ${new Date().toISOString()}, commit ${commit}, ${os.cpus().length} cœurs, charge ${load} (1, 5, 15 min)${busy}, Node ${process.version}`;
}

for (const name of names) {
  const file = fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
  if (!existsSync(file)) {
    console.log(`\n== ${name}: pas de benchmark (${file} absent)`);
    continue;
  }
  console.log(`\n== ${name}`);
  console.log(machineState());
  const benchmark = (await import(file)) as { default: () => Promise<void> };
  await benchmark.default();
}
