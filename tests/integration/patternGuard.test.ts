import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';

/**
 * Issue 36 item 2: regular expressions that the guard used to misread or let through, each of
 * which held the database for the anon role's whole statement_timeout (500 57014) or broke
 * PGlite (500 `bad buffer ID: 0`). A visitor now gets PostgREST's 400 PGRST100 at once, read
 * as PostgreSQL reads an ARE; the server's own service_role key keeps the full syntax.
 */
describe('the regular-expression guard reads patterns as PostgreSQL does', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
    // Enough text for a costly pattern to show: one long published post.
    const post = {
      title: 'Sauvegardes',
      slug: 'sauvegardes-longues',
      excerpt: 'Résumé',
      content: 'ab'.repeat(3000),
      published_at: new Date(Date.now() - 60_000).toISOString(),
    };
    const { error } = await t.serviceClient().from('blog_posts').insert(post);
    expect(error).toBeNull();
  });
  afterAll(() => t?.close());

  const read = (pattern: string, key = t.anonKey, op = 'match') =>
    fetch(`${t.url}/rest/v1/public_blog_posts?select=id&content=${op}.${encodeURIComponent(pattern)}`, {
      headers: { apikey: key, authorization: `Bearer ${key}` },
      signal: AbortSignal.timeout(20_000),
    });

  it.each([
    ['a back-reference behind an expanded-syntax comment', '(?x)(.*)(.*)#[\n\\2\\1x', 'Embedded options are not allowed in "match" filters'],
    ['an embedded option for basic syntax', '(?b)\\(a\\)\\1', 'Embedded options are not allowed in "match" filters'],
    ['an embedded option for literal syntax', '(?q)abc', 'Embedded options are not allowed in "match" filters'],
    ['a comment group', 'a(?#x)b', 'Embedded options are not allowed in "match" filters'],
    ['a director', '***:(.*)(.*)\\2\\1x', 'Regular-expression directors are not allowed in "match" filters'],
    ['nested repetitions', '((.*){1,255}){1,3}z', 'Repetition bounds too large in "match" filter'],
    ['nested repetitions within the bounds', '((.*){1,50}){1,3}z', 'Nested repetitions are not allowed in "match" filters'],
    ['large bounds that broke PGlite', '([a-z]{1,255}){1,255}[0-9]', 'Repetition bounds too large in "match" filter'],
    ['many bounds adding up', '.{0,60}.{0,60}z', 'Repetition bounds too large in "match" filter'],
    ['a back-reference after a control-character escape', '\\c[(a)(b)\\2\\1', 'Back-references are not allowed in "match" filters'],
  ])('refuses %s to a visitor with a PostgREST 400', async (_label, pattern, message) => {
    const response = await read(pattern);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST100',
      details: expect.any(String),
      hint: expect.any(String),
      message,
    });
  });

  it('refuses the same patterns in imatch', async () => {
    const response = await read('(?x)(.*)(.*)#[\n\\2\\1x', t.anonKey, 'imatch');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'PGRST100',
      message: 'Embedded options are not allowed in "imatch" filters',
    });
  });

  it('answers ordinary patterns, `#` and spaces being ordinary characters', async () => {
    for (const pattern of ['^ab', '(ab)+$', 'a{2,5}b', '# a', '[[:alpha:]]{3}', '(?:ab|ba)*', '[(?x)]']) {
      const response = await read(pattern);
      expect(response.status, pattern).toBe(200);
      expect(Array.isArray(await response.json()), pattern).toBe(true);
    }
  });

  it('lets the service_role key use the full syntax', async () => {
    const response = await read('(?x) ^ (ab){5} # the long post only', t.serviceRoleKey);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(1);
  });
});
