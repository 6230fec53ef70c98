import { describe, expect, it } from 'vitest';
import { postgrestCodes } from '../../src/shared/errors/postgrestCodes';
import { sqlStates } from '../../src/shared/errors/sqlStates';
import { RestError } from './errors';
import { restErrors } from './restErrors';
import { restFailureOf } from './restFailureOf';
import { planWrite, type WriteRequest } from './writePlan';

const request = (url: string, body: unknown, headers: Partial<Pick<WriteRequest, 'prefer' | 'accept'>> = {}): WriteRequest => ({
  url,
  body: typeof body === 'string' ? body : JSON.stringify(body),
  prefer: headers.prefer,
  accept: headers.accept,
});

describe('write plans', () => {
  it('plans an upsert with what its answer needs, before any SQL', () => {
    const plan = planWrite('insert', request('/notes?on_conflict=name&select=id', [{ name: 'a' }], { prefer: 'return=representation,resolution=merge-duplicates,count=exact' }), 'authenticated');
    expect(plan).toMatchObject({
      kind: 'insert',
      rows: [{ name: 'a' }],
      prefs: { resolution: 'merge-duplicates', return: 'representation' },
      options: { representation: true, single: false, count: true },
    });
    expect(plan.query.onConflict).toEqual(['name']);
  });

  it('refuses in the order PostgREST does: body, then filters, then Accept', () => {
    const objectOnly = { accept: 'application/vnd.pgrst.object+json', prefer: 'return=representation' };
    expect(restFailureOf(() => planWrite('update', request('/notes', '[1]', objectOnly), 'anon'))).toBe(`400 ${postgrestCodes.invalidBody}`);
    expect(restFailureOf(() => planWrite('update', request('/notes', { a: 1 }, objectOnly), 'anon'))).toBe('400 21000');
    expect(restFailureOf(() => planWrite('delete', request('/notes', undefined, { accept: 'text/html', prefer: 'return=representation' }), 'anon'))).toBe('400 21000');
    expect(restFailureOf(() => planWrite('delete', request('/notes?id=eq.1', undefined, { accept: 'text/html', prefer: 'return=representation' }), 'anon'))).toBe(`406 ${postgrestCodes.mediaTypeNotAvailable}`);
    // return=minimal has no body to negotiate.
    expect(planWrite('delete', request('/notes?id=eq.1', undefined, { accept: 'text/html' }), 'anon').options.representation).toBe(false);
  });

  it('takes its status from the named error, PostgREST codes by name or SQLSTATEs, and no mistyped PGRST code', () => {
    const notOneRow = new RestError(restErrors.notOneRow, 'x');
    expect([notOneRow.status, notOneRow.body().code]).toEqual([406, 'PGRST116']);
    expect(new RestError({ status: 400, code: sqlStates.invalidTextRepresentation }, 'x').code).toBe('22P02');
    // @ts-expect-error a PGRST code that postgrestCodes does not name is no RestErrorCode
    expect(new RestError({ status: 400, code: 'PGRST999' }, 'x').code).toBe('PGRST999');
  });
});
