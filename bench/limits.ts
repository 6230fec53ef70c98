import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openPglite } from '../server/db/pglite';
import { openPostgres } from '../server/db/postgres';
import { applyPlatform } from '../server/db/migrate';
import { RateCounters } from '../server/db/rateCounters';
import type { Database } from '../server/db/types';

/**
 * Issue 13 « shared limits »: what the rate-limit counters kept in PostgreSQL add to
 * a request. A form submission takes one counter call; a login checks two and, when
 * it fails, records two. Reports the median and p99 of one call, one at a time, and
 * the calls per second with 50 at once, on PGlite and on PostgreSQL (BENCH_DATABASE_URL,
 * default the local one).  npx tsx bench/limits.ts   (or npm run bench limits)
 */
const calls = 3_000;
const concurrent = 50;
const rule = { max: 20, windowSeconds: 600 };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

async function measure(engine: string, db: Database): Promise<void> {
  await applyPlatform(db);
  const counters = new RateCounters(db);
  // Addresses of a busy day: 500 keys, most of them under their allowance.
  const key = (index: number) => `form:10.0.${index % 500 >> 8}.${index % 256}|contact_messages`;
  for (let index = 0; index < 200; index += 1) await counters.take(key(index), rule);

  const durations: number[] = [];
  for (let index = 0; index < calls; index += 1) {
    const started = performance.now();
    await counters.take(key(index), rule);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);

  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrent }, async () => {
      while (next < calls) await counters.take(key(next++), rule);
    }),
  );
  const perSecond = Math.round(calls / ((performance.now() - started) / 1000));
  console.log(
    `${engine.padEnd(8)} un appel : médiane ${percentile(durations, 50).toFixed(2)} ms, p99 ${percentile(durations, 99).toFixed(2)} ms ; ` +
      `${concurrent} à la fois : ${perSecond} appels/s`,
  );
}

export default async function run(): Promise<void> {
  console.log(`Compteurs de limite de débit en base (${calls} appels par mesure)`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ouaga-limits-'));
  try {
    const db = await openPglite(dataDir);
    try {
      await measure('pglite', db);
    } finally {
      await db.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `limits_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.toString(), 10);
    try {
      await measure('postgres', db);
    } finally {
      await db.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
