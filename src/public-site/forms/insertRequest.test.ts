import { afterEach, describe, expect, it, vi } from 'vitest';

const answer = vi.hoisted(() => ({ current: async (): Promise<{ error: unknown; status: number }> => ({ error: null, status: 201 }) }));

vi.mock('../../shared/supabase/client', () => ({
  getSupabase: async () => ({ from: () => ({ insert: () => answer.current() }) }),
}));

const { insertRequest } = await import('./insertRequest');
const row = { id: '6f1c2f4e-1d7b-4c55-9a40-1c1b0c9e2a11', name: 'Mariam' };

/** Which failures keep a request for later (the network) and which the visitor must see (the request itself). */
describe('insertRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['no answer at all (status 0)', { error: { message: 'TypeError: Failed to fetch', code: '' }, status: 0 }, 'offline'],
    ['a gateway that could not reach the server', { error: { message: 'Bad Gateway', code: '' }, status: 502 }, 'offline'],
    ['a value the database refuses', { error: { message: 'check', code: '23514' }, status: 400 }, 'failed'],
    ['a slot already taken', { error: { message: 'exclusion', code: '23P01' }, status: 409 }, 'conflict'],
    // The booking trigger names the time too; still a clash, so the form refreshes the slots.
    ['a slot just taken, naming its field', { error: { message: 'Ce créneau vient d’être réservé', code: '23505', hint: 'field:time' }, status: 409 }, 'conflict'],
  ])('%s', async (_label, result, expected) => {
    answer.current = async () => result;
    expect(await insertRequest('contact_messages', row)).toBe(expected);
  });

  it('hands the form the field the database named, with its French message', async () => {
    answer.current = async () => ({ error: { message: "Le numéro de téléphone n'est pas valide.", code: 'P0001', hint: 'field:phone' }, status: 400 });
    expect(await insertRequest('quotes', row)).toEqual({ refusal: { field: 'phone', message: "Le numéro de téléphone n'est pas valide." } });
  });

  it('does not try when the browser knows it is offline', async () => {
    const sent = vi.fn(async () => ({ error: null, status: 201 }));
    answer.current = sent;
    vi.stubGlobal('navigator', { onLine: false });
    expect(await insertRequest('quotes', row)).toBe('offline');
    expect(sent).not.toHaveBeenCalled();
  });

  it('keeps for later when the request throws before any answer', async () => {
    answer.current = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await insertRequest('appointments', row)).toBe('offline');
  });
});
