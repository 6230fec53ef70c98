import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { makeApiKeys } from '../server/auth/keys';
import { cpuShares, cpuSnapshot, serverProcessIds, type CpuShares } from './cpuShares';

/**
 * Mixed load on the real server in its own process: catalogue and blog reads,
 * form submissions and back-office lists with exact counts, 50 connections for
 * SOAK_SECONDS (default 60), on PGlite and on a PostgreSQL server
 * (BENCH_DATABASE_URL, default the local one) with one then two server
 * processes (WORKERS=2). Reports requests per second,
 * p99 latency, errors, and the server's RSS before and after.
 */
const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const connections = 50;
const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const jwtSecret = 'soak-benchmark-secret-long-enough-for-hs256';
const admin = { email: 'admin.soak@example.com', password: 'motdepasse-admin-soak' };

interface SoakFigures {
  engine: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
  statusCodes: Record<string, number>;
  rssBeforeMiB: number;
  rssAfterMiB: number;
  cpu: CpuShares;
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const address = probe.address();
  probe.close();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** The server's memory: the process, and with WORKERS=n its workers too. */
function rssMiB(child: ChildProcess): number {
  const rssKib = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(serverProcessIds(child.pid!).reduce((sum, pid) => sum + rssKib(pid), 0) / 1024);
}

async function startServerProcess(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'server/main.ts')], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: jwtSecret,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // Forms come from many visitors behind the bench's "proxy" (X-Forwarded-For, see requestMix),
      // each under the form limit of production (FORM_RATE_LIMIT left at its default).
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté (${child.exitCode})`);
    if (await fetch(`${url}/health`).then((r) => r.ok, () => false)) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('le serveur ne démarre pas');
}

async function stopServerProcess(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function adminAccessToken(url: string, anonKey: string): Promise<string> {
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`connexion administrateur impossible : ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

let visitorsSoFar = 0;

/**
 * Each form is sent by a visitor of its own, from an address and with an e-mail address of their
 * own, as on the real site: one address sending thousands of forms would only measure the limits
 * refusing it (its counter row and its mail cap taken one request after the other).
 */
function fromNewVisitor(body: Record<string, unknown>) {
  return (request: autocannon.Request): autocannon.Request => {
    visitorsSoFar += 1;
    const n = visitorsSoFar;
    return {
      ...request,
      headers: { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      body: JSON.stringify({ ...body, email: `visiteur${n}@example.com` }),
    };
  };
}

/** One round of the mix per connection: what visitors, customers' forms and the back-office send. */
function requestMix(anonKey: string, adminToken: string): autocannon.Request[] {
  const visitor = { apikey: anonKey };
  const office = { apikey: anonKey, authorization: `Bearer ${adminToken}`, prefer: 'count=exact' };
  const form = { apikey: anonKey, 'content-type': 'application/json', prefer: 'return=minimal' };
  return [
    { method: 'GET', path: '/rest/v1/products?select=id,name,slug,price,category,images,in_stock&published=eq.true&order=created_at.desc', headers: visitor },
    { method: 'GET', path: '/rest/v1/products?select=*&category=eq.laptops&published=eq.true', headers: visitor },
    { method: 'GET', path: '/rest/v1/public_site_settings?select=*&id=eq.1', headers: { ...visitor, accept: 'application/vnd.pgrst.object+json' } },
    { method: 'GET', path: '/rest/v1/public_blog_posts?select=*&order=published_at.desc&limit=10', headers: visitor },
    {
      method: 'POST',
      path: '/rest/v1/contact_messages',
      headers: form,
      setupRequest: fromNewVisitor({ name: 'Awa Ouédraogo', subject: 'Question', message: 'Bonjour, vos horaires du samedi ?' }),
    },
    {
      method: 'POST',
      path: '/rest/v1/quotes',
      headers: form,
      setupRequest: fromNewVisitor({ name: 'Issa Sawadogo', phone: '+226 76 00 00 02', project_type: 'it-consulting', services: ['maintenance'] }),
    },
    { method: 'GET', path: '/rest/v1/contact_messages?select=*&order=created_at.desc&offset=0&limit=25', headers: office },
    { method: 'GET', path: '/rest/v1/quotes?select=*&status=eq.pending&order=created_at.desc&offset=0&limit=25', headers: office },
    { method: 'GET', path: '/rest/v1/orders?select=*,order_items(*)&order=created_at.desc&offset=0&limit=25', headers: office },
  ];
}

async function soak(engine: string, env: Record<string, string>): Promise<SoakFigures> {
  const { child, url } = await startServerProcess(env);
  try {
    const { anonKey } = await makeApiKeys(jwtSecret);
    const adminToken = await adminAccessToken(url, anonKey);
    // A short warm-up so "before" is the server at work, not just started.
    await autocannon({ url, connections: 10, duration: 3, requests: requestMix(anonKey, adminToken) });
    const rssBeforeMiB = rssMiB(child);
    const cpuBefore = cpuSnapshot(child.pid!);
    const result = await autocannon({ url, connections, duration: seconds, requests: requestMix(anonKey, adminToken) });
    const cpu = cpuShares(cpuBefore, cpuSnapshot(child.pid!));
    const rssAfterMiB = rssMiB(child);
    const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, (stats as { count: number }).count]));
    return {
      engine,
      requestsPerSecond: Math.round(result.requests.average),
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      statusCodes,
      rssBeforeMiB,
      rssAfterMiB,
      cpu,
    };
  } finally {
    await stopServerProcess(child);
  }
}

async function onPglite(): Promise<SoakFigures> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ouaga-soak-'));
  try {
    return await soak('pglite', { DATA_DIR: dataDir });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(workers: number): Promise<SoakFigures> {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `soak_${process.pid}`;
  const adminClient = new pg.Client({ connectionString: baseUrl });
  await adminClient.connect();
  await adminClient.query(`create database ${name}`);
  const databaseUrl = new URL(baseUrl);
  databaseUrl.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ouaga-soak-'));
  try {
    return await soak(`postgres ×${workers}`, { DATABASE_URL: databaseUrl.toString(), DATA_DIR: dataDir, WORKERS: String(workers) });
  } finally {
    await adminClient.query(`drop database if exists ${name} with (force)`);
    await adminClient.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const cores = (value: number) => value.toFixed(2).replace('.', ',');

function print(f: SoakFigures): void {
  console.log(
    `${f.engine.padEnd(8)} ${String(f.requestsPerSecond).padStart(6)} req/s  p99 ${String(f.p99).padStart(5)} ms  erreurs ${f.errors}  ` +
      `RSS ${f.rssBeforeMiB} → ${f.rssAfterMiB} Mio  statuts ${JSON.stringify(f.statusCodes)}`,
  );
  // Cores' worth of time per party: what a second server process could take is what stayed idle.
  const perRequest = (coresUsed: number) => Math.round((coresUsed / f.requestsPerSecond) * 1e6);
  console.log(
    `         cœurs occupés (sur ${f.cpu.cores}) : serveur ${cores(f.cpu.serverCores)}, PostgreSQL ${cores(f.cpu.postgresCores)}, ` +
      `générateur de charge ${cores(f.cpu.generatorCores)}, inoccupés ${cores(f.cpu.idleCores)} ; ` +
      `par requête : serveur ${perRequest(f.cpu.serverCores)} µs, PostgreSQL ${perRequest(f.cpu.postgresCores)} µs`,
  );
}

export default async function run(): Promise<void> {
  console.log(`Charge mixte (catalogue, formulaires, listes du back-office avec total), ${connections} connexions, ${seconds} s par moteur`);
  const figures: SoakFigures[] = [];
  // PostgreSQL with one server process, then two (WORKERS=2, node:cluster on one port).
  for (const measure of [onPglite, () => onPostgres(1), () => onPostgres(2)]) {
    const result = await measure();
    print(result);
    figures.push(result);
  }
  const [, one, two] = figures;
  console.log(`PostgreSQL, 2 processus / 1 : ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)} × en req/s (objectif ≥ 1,6 ; erreurs ${two.errors})`);
  // Every party (server, PostgreSQL, load generator) shares the same cores: whatever a second
  // process adds, it can only run on what the first run left idle.
  const busy = one.cpu.cores - one.cpu.idleCores;
  console.log(
    `Plafond sur cette machine : ${one.cpu.cores} cœurs / ${cores(busy)} occupés avec 1 processus = × ${cores(one.cpu.cores / busy)} ` +
      `au mieux avec 2 (PostgreSQL et le générateur tournent sur les mêmes cœurs)`,
  );
  await mkdir(path.join(projectRoot, 'bench/results'), { recursive: true });
  await writeFile(path.join(projectRoot, 'bench/results/soak.json'), `${JSON.stringify({ seconds, connections, figures }, null, 2)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
