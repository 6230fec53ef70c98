import { describe, expect, it } from 'vitest';
import { toRestError } from './errors';

/** An error as the driver hands it for `raise sqlstate 'PGRST' using message = …, detail = …`. */
const raised = (message: string, detail?: string) => Object.assign(new Error(message), { code: 'PGRST', detail });

describe("errors raised by SQL with sqlstate 'PGRST', as PostgREST answers them", () => {
  it('answers the status, headers and body the SQL chose', () => {
    const { error, unexpected } = toRestError(
      raised('{"code":"PGRST429","message":"Too many requests","details":"At most 3","hint":"Retry in 60 s"}', '{"status":429,"headers":{"Retry-After":"60"}}'),
      true,
    );
    expect(unexpected).toBe(false);
    expect(error.status).toBe(429);
    expect(error.headers).toEqual({ 'Retry-After': '60' });
    expect(error.body()).toEqual({ code: 'PGRST429', message: 'Too many requests', details: 'At most 3', hint: 'Retry in 60 s' });
  });

  it('answers 500 PGRST121 when the message or the detail is not the JSON PostgREST reads', () => {
    for (const [message, detail] of [['not json', '{"status":400}'], ['{"code":"X"}', undefined], ['{"code":"X"}', '{"status":"400"}'], ['{"code":"X"}', '{"status":400,"headers":{"A":1}}']]) {
      const { error } = toRestError(raised(message!, detail), false);
      expect([error.status, error.code], `${message} ${detail}`).toEqual([500, 'PGRST121']);
    }
  });
});

describe('SQLSTATEs raised on purpose', () => {
  const pg = (code: string, message: string) => Object.assign(new Error(message), { code });

  it('answers P0002 (an id that names nothing) with 404 and the French message', () => {
    const { error, unexpected } = toRestError(pg('P0002', 'Facture introuvable.'), false);
    expect([error.status, unexpected]).toEqual([404, false]);
    expect(error.body()).toEqual({ code: 'P0002', message: 'Facture introuvable.', details: null, hint: null });
  });

  it("answers PostgREST's PTnnn with the status nnn, and 500 when nnn is not a status", () => {
    expect(toRestError(pg('PT402', 'Paiement requis.'), false).error.status).toBe(402);
    expect(toRestError(pg('PT4X2', 'Paiement requis.'), false).error.status).toBe(500);
  });

  it('keeps the other P0 codes hidden behind a 500, as internal faults', () => {
    const { error, unexpected } = toRestError(pg('P0003', 'query returned more than one row'), false);
    expect([error.status, error.message, unexpected]).toEqual([500, 'Erreur interne du serveur', true]);
  });
});
