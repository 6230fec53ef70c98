import { describe, expect, it } from 'vitest';
import { RestError } from './errors';
import { negotiateMedia } from './mediaTypes';

const all = ['json', 'object', 'csv'] as const;

describe('negotiateMedia', () => {
  it('gives JSON without an Accept header, for */* and for a browser’s default', () => {
    expect(negotiateMedia(undefined, all)).toBe('json');
    expect(negotiateMedia('*/*', all)).toBe('json');
    expect(negotiateMedia('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', all)).toBe('json');
  });

  it('reads what supabase-js asks for: an object, CSV, JSON with stripped nulls', () => {
    expect(negotiateMedia('application/vnd.pgrst.object+json', all)).toBe('object');
    expect(negotiateMedia('application/vnd.pgrst.object+json;nulls=stripped', all)).toBe('object');
    expect(negotiateMedia('text/csv', all)).toBe('csv');
    expect(negotiateMedia('application/vnd.pgrst.array+json;nulls=stripped', all)).toBe('json');
  });

  it('follows the client’s preference, then its order', () => {
    expect(negotiateMedia('text/csv;q=0.5, application/json', all)).toBe('json');
    expect(negotiateMedia('text/xml, text/csv', all)).toBe('csv');
  });

  it('answers 406 PGRST107 naming the types asked when none is offered here', () => {
    const refusal = () => negotiateMedia('text/xml, application/geo+json', all);
    expect(refusal).toThrow(RestError);
    expect(refusal).toThrow('None of these media types are available: text/xml, application/geo+json');
    expect(() => negotiateMedia('text/csv', ['json', 'object'])).toThrow(/None of these media types/);
    const refused = (() => {
      try {
        negotiateMedia('text/plain', all);
      } catch (error) {
        return error as RestError;
      }
    })();
    expect(refused?.status).toBe(406);
    expect(refused?.body()).toMatchObject({ code: 'PGRST107' });
  });
});
