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
