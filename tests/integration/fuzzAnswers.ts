import fc from 'fast-check';
import { expect } from 'vitest';

/** What the fuzz tests require of every answer, whatever was sent. */

/** Traces of internals that must never reach a client: stack frames, source files, SQL text, driver names. */
const leaks = [
  /\bat [\w.<>$]+ \(/,
  /\.(ts|js|mjs):\d+/,
  /node_modules/,
  /syntax error at or near/i,
  /\bselect\b[^"]{0,200}\bfrom\s+("|public\.|auth\.|pg_)/i,
  /\bset_config\(|\bset local\b/i,
  /json_agg|row_to_json|jsonb_populate/i,
  /TypeError|ReferenceError|RangeError|Cannot read propert/,
];

export type ApiShape = 'postgrest' | 'gotrue';

export interface Answer {
  status: number;
  body: string;
}

/** Fails with the request in the message, so a failure can be replayed by hand. */
export function expectWellFormed(shape: ApiShape, request: string, answer: Answer): void {
  const where = `${request} → ${answer.status} ${answer.body.slice(0, 300)}`;
  expect(answer.status, where).toBeLessThan(500);
  expect(answer.status, where).toBeGreaterThanOrEqual(200);
  for (const leak of leaks) expect(leak.test(answer.body), `${where} (${leak})`).toBe(false);
  if (answer.status < 400 || !answer.body) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    throw new Error(`${where}: error body is not JSON`);
  }
  const body = parsed as Record<string, unknown>;
  if (shape === 'postgrest') {
    expect(typeof body.code, where).toBe('string');
    expect(typeof body.message, where).toBe('string');
    expect('details' in body && 'hint' in body, where).toBe(true);
  } else {
    expect(typeof body.error_code === 'string' || typeof body.error === 'string', where).toBe(true);
    expect(typeof body.msg === 'string' || typeof body.error_description === 'string', where).toBe(true);
  }
}

/** Characters parsers trip on: PostgREST syntax, quoting, escapes, control and non-Latin characters. */
export const nastyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...Array.from('()[]{},.:;!*"\'\\%&=?#+-<>|~^@$/ \t\n\u0000\u202eéà€😀')), maxLength: 30 }),
  fc.constantFrom(
    "'; drop table products; --",
    '"; select pg_sleep(10); --',
    '%00',
    '%',
    '%ZZ',
    '\\',
    '..',
    'null',
    'true',
    '-1',
    '1e309',
    '99999999999999999999',
    '00000000-0000-0000-0000-000000000000',
    '2026-02-30',
    '25:61',
    '{}',
    '[]',
    '(',
    ')',
    '"unterminated',
    '<script>alert(1)</script>',
  ),
);

/** Runs the checks over `count` generated inputs, `concurrency` requests at a time. */
export async function fireAll<T>(arbitrary: fc.Arbitrary<T>, count: number, seed: number, concurrency: number, check: (input: T) => Promise<void>): Promise<number> {
  const inputs = fc.sample(arbitrary, { numRuns: count, seed });
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const input = inputs[next];
      next += 1;
      await check(input);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return inputs.length;
}
