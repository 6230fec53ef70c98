import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequest, contactMessage, quoteRequest, slotAllocator } from '../fixtures/requests';
import { startTestServer, type TestServer } from '../helpers/testServer';

/**
 * Issue 18, forms that wait: the site retries a request whose answer was lost, with the same
 * client-made id. The retry must store nothing more and mail no one again.
 */
describe('a public request sent twice with the same id', () => {
  let t: TestServer;
  const nextSlot = slotAllocator(7);

  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  const queuedMails = async (recipient: string) =>
    (await t.server.ctx.db.query<{ kind: string }>('select kind from public.notifications where lower(recipient) = lower($1)', [recipient])).rows;
  const rowsWithId = async (table: string, id: string) =>
    (await t.server.ctx.db.query(`select id from public.${table} where id = $1`, [id])).rows;

  /** What the site sends: one row, its id chosen by the browser (a repeat is skipped by the database). */
  const sendOnce = (table: string, row: Record<string, unknown>) => t.client().from(table).insert(row);

  it.each([
    ['contact_messages', (email: string) => contactMessage({ email })],
    ['quotes', (email: string) => quoteRequest({ email })],
    ['appointments', (email: string) => appointmentRequest(nextSlot(), { email })],
  ])('%s: the retry answers success, leaves one row and one confirmation mail', async (table, makeRow) => {
    const email = `retry-${table}@example.com`;
    const row = { id: randomUUID(), ...makeRow(email) };
    const first = await sendOnce(table, row);
    expect(first.error).toBeNull();
    const retry = await sendOnce(table, row);
    expect(retry.error).toBeNull();
    expect(retry.status).toBe(201);
    expect(await rowsWithId(table, row.id)).toHaveLength(1);
    // And once more, as a visitor coming back twice would.
    expect((await sendOnce(table, row)).error).toBeNull();
    expect(await rowsWithId(table, row.id)).toHaveLength(1);
    expect(await queuedMails(email)).toHaveLength(1);
  });

  it('a retry does not let a visitor read the stored row, nor change it', async () => {
    const id = randomUUID();
    await sendOnce('contact_messages', { id, ...contactMessage({ email: 'lecture@example.com', message: 'Premier texte' }) });
    const changed = await sendOnce('contact_messages', { id, ...contactMessage({ email: 'lecture@example.com', message: 'Texte remplacé' }) });
    expect(changed.error).toBeNull();
    const read = await t.client().from('contact_messages').select('message').eq('id', id);
    expect(read.data ?? []).toEqual([]);
    const stored = await t.server.ctx.db.query<{ message: string }>('select message from public.contact_messages where id = $1', [id]);
    expect(stored.rows).toEqual([{ message: 'Premier texte' }]);
  });

  it('an upsert with ignore-duplicates is refused to a visitor (it needs SELECT rights anon has not): why the site sends a plain insert', async () => {
    const sent = await t.client().from('contact_messages').upsert({ id: randomUUID(), ...contactMessage({ email: 'upsert@example.com' }) }, { onConflict: 'id', ignoreDuplicates: true });
    expect(sent.status).toBe(401);
    expect(sent.error?.code).toBe('42501');
  });

  it('a merge-duplicates upsert of a known id by a visitor changes nothing stored', async () => {
    const id = randomUUID();
    await sendOnce('quotes', { id, ...quoteRequest({ email: 'fusion@example.com', message: 'Premier devis' }) });
    await t.client().from('quotes').upsert({ id, ...quoteRequest({ email: 'fusion@example.com', message: 'Autre' }) }, { onConflict: 'id' });
    const stored = await t.server.ctx.db.query<{ message: string }>('select message from public.quotes where id = $1', [id]);
    expect(stored.rows).toEqual([{ message: 'Premier devis' }]);
    expect(await queuedMails('fusion@example.com')).toHaveLength(1);
  });

  it('another booking on a slot already taken is still refused, with an id of its own', async () => {
    const slot = nextSlot();
    expect((await sendOnce('appointments', { id: randomUUID(), ...appointmentRequest(slot, { email: 'premier@example.com' }) })).error).toBeNull();
    const second = await sendOnce('appointments', { id: randomUUID(), ...appointmentRequest(slot, { email: 'second@example.com' }) });
    expect(second.status).toBe(409);
    expect(await queuedMails('second@example.com')).toEqual([]);
  });

  it('several rows with their ids in one request are still refused (issue 11: one request, one row)', async () => {
    const rows = [contactMessage({ email: 'lot-retry@example.com' }), contactMessage({ email: 'lot-retry@example.com' })].map((row) => ({ id: randomUUID(), ...row }));
    const sent = await t.client().from('contact_messages').insert(rows);
    expect(sent.status).toBe(400);
    expect(await queuedMails('lot-retry@example.com')).toEqual([]);
  });
});
