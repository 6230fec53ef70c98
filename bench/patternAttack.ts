import { SignJWT } from 'jose';

/**
 * Issue 36 item 2: how long `GET /` takes while a visitor attacks the API with costly regular
 * expressions (the issue's patterns, some of the requests given up after 0.3 s as
 * `curl --max-time 0.3` does). Client only: point it at a running server on loopback.
 *   ATTACK_URL=http://127.0.0.1:3000 JWT_SECRET=… npx tsx bench/patternAttack.ts
 * Prints the median and the longest `GET /` (and of an ordinary API read) over the attack, and the answers the attack got.
 */
const baseUrl = process.env.ATTACK_URL ?? 'http://127.0.0.1:3000';
const attackers = 10;
const attackMs = 12_000;
/** Between two requests of one attacker: a steady attack, not a flood measuring only the CPU. */
const attackerPauseMs = 50;
const patterns = ['(?x)(.*)(.*)#[\n\\2\\1x', '((.*){1,255}){1,3}z', '([a-z]{1,255}){1,255}[0-9]'];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function anonKey(): Promise<string> {
  const secret = process.env.JWT_SECRET;
  if (!secret) throw new Error('JWT_SECRET manquant : celui du serveur visé');
  return new SignJWT({ role: 'anon' }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().sign(new TextEncoder().encode(secret));
}

async function timed(path: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${path} : ${response.status}`);
  return performance.now() - started;
}
const timeHome = () => timed('/', { 'accept-encoding': 'br' });
/** An ordinary API read, as the catalogue page makes in the browser. */
const timeProducts = (key: string) => timed('/rest/v1/products?select=slug&limit=1', { apikey: key, authorization: `Bearer ${key}` });

async function attack(key: string, until: number, answers: Map<string, number>, index: number): Promise<void> {
  for (let round = index; performance.now() < until; round += 1) {
    const pattern = patterns[round % patterns.length];
    const givenUp = round % 3 === 2;
    const url = `${baseUrl}/rest/v1/public_blog_posts?select=id&content=match.${encodeURIComponent(pattern)}`;
    let outcome: string;
    try {
      const response = await fetch(url, { headers: { apikey: key, authorization: `Bearer ${key}` }, signal: givenUp ? AbortSignal.timeout(300) : undefined });
      const body = (await response.json()) as { code?: string };
      outcome = `${response.status} ${body.code ?? ''}`.trim();
    } catch {
      outcome = 'abandonnée après 0,3 s';
    }
    answers.set(outcome, (answers.get(outcome) ?? 0) + 1);
    await pause(attackerPauseMs);
  }
}

const key = await anonKey();
const quiet: number[] = [];
for (let i = 0; i < 5; i += 1) quiet.push(await timeHome());
const until = performance.now() + attackMs;
const answers = new Map<string, number>();
const attacking = Promise.all(Array.from({ length: attackers }, (_, index) => attack(key, until, answers, index)));
const during: number[] = [];
const products: number[] = [];
while (performance.now() < until) {
  during.push(await timeHome());
  products.push(await timeProducts(key));
  await pause(250);
}
await attacking;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`GET / au calme : médiane ${median(quiet).toFixed(0)} ms`);
console.log(`GET / pendant l'attaque (${during.length} mesures) : médiane ${median(during).toFixed(0)} ms, maximum ${Math.max(...during).toFixed(0)} ms`);
console.log(`GET /rest/v1/products pendant l'attaque : médiane ${median(products).toFixed(0)} ms, maximum ${Math.max(...products).toFixed(0)} ms`);
console.log(`Réponses à l'attaque : ${[...answers].map(([outcome, count]) => `${count} × ${outcome}`).join(', ')}`);
