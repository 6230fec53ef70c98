import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { authFetch, signedUpClient, userWithToken } from './authFixtures';

/** Exchanges a refresh token on the raw API: what a phone retrying, a second tab or a thief sends. */
async function refresh(t: TestServer, refreshToken: string) {
  const response = await authFetch(t, '/token?grant_type=refresh_token', {
    method: 'POST',
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A refresh that must succeed; returns the new pair. */
async function refreshed(t: TestServer, refreshToken: string) {
  const answer = await refresh(t, refreshToken);
  expect(answer.status).toBe(200);
  return { access: String(answer.body.access_token), refresh: String(answer.body.refresh_token) };
}

/**
 * The time that passes for a phone left without network: the session's tokens (their issue and
 * revocation times) moved an hour into the past, past any reuse interval of these servers.
 */
async function anHourLater(t: TestServer, refreshToken: string) {
  await t.server.ctx.db.query(
    `update auth.refresh_tokens set created_at = created_at - interval '1 hour', updated_at = updated_at - interval '1 hour'
      where session_id = (select session_id from auth.refresh_tokens where token = $1)`,
    [refreshToken],
  );
}

describe('auth API: a refresh token presented again (GoTrue reuse rules)', () => {
  let t: TestServer;
  let noRotation: TestServer;
  beforeAll(async () => {
    // A long interval, so "inside the interval" never depends on how loaded the machine is.
    t = await startTestServer({ env: { SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: '600' } });
    noRotation = await startTestServer({
      env: { SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: '0', SECURITY_REFRESH_TOKEN_ROTATION_ENABLED: 'false' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await noRotation?.close();
  });

  it('answers a retry after a lost answer with the same new token, and the session goes on', async () => {
    const { session } = await signedUpClient(t);
    const lost = await refreshed(t, session.refresh_token);
    const retry = await refreshed(t, session.refresh_token);
    expect(retry.refresh).toBe(lost.refresh);
    expect((await userWithToken(t, retry.access)).status).toBe(200);
    const next = await refreshed(t, retry.refresh);
    expect((await userWithToken(t, next.access)).status).toBe(200);
  });

  it('answers an older spent token inside the interval with the active token, revoking nothing', async () => {
    const { session } = await signedUpClient(t);
    const second = await refreshed(t, session.refresh_token);
    const third = await refreshed(t, second.refresh);
    // A delayed duplicate of the first request arrives after the client moved on twice.
    const late = await refreshed(t, session.refresh_token);
    expect(late.refresh).toBe(third.refresh);
    expect((await userWithToken(t, third.access)).status).toBe(200);
    expect((await userWithToken(t, late.access)).status).toBe(200);
    await refreshed(t, third.refresh);
  });

  it('lets the parent of the active token be used long after: the answer was lost before the network went', async () => {
    const { session } = await signedUpClient(t);
    const lost = await refreshed(t, session.refresh_token);
    await anHourLater(t, session.refresh_token);
    const retry = await refreshed(t, session.refresh_token);
    expect(retry.refresh).toBe(lost.refresh);
    expect((await userWithToken(t, retry.access)).status).toBe(200);
    await refreshed(t, retry.refresh);
  });

  it('ends the session when an older spent token comes back after the interval', async () => {
    const { session } = await signedUpClient(t);
    const second = await refreshed(t, session.refresh_token);
    const third = await refreshed(t, second.refresh);
    await anHourLater(t, session.refresh_token);

    const replay = await refresh(t, session.refresh_token);
    expect(replay).toMatchObject({
      status: 400,
      body: { code: 400, error_code: 'refresh_token_already_used', msg: 'Invalid Refresh Token: Already Used' },
    });
    expect(await userWithToken(t, third.access)).toMatchObject({ status: 403, body: { error_code: 'session_not_found' } });
    expect(await refresh(t, third.refresh)).toMatchObject({ status: 400, body: { error_code: 'refresh_token_not_found' } });
  });

  it('gives two tabs refreshing with one token at the same instant a usable session, and either can refresh next', async () => {
    const { session } = await signedUpClient(t);
    const tabs = await Promise.all([refresh(t, session.refresh_token), refresh(t, session.refresh_token)]);
    for (const tab of tabs) {
      expect(tab.status).toBe(200);
      expect((await userWithToken(t, String(tab.body.access_token))).status).toBe(200);
    }
    const [firstTab, secondTab] = tabs.map((tab) => String(tab.body.refresh_token));
    expect(secondTab).toBe(firstTab);
    // Each tab refreshes again with what it holds, one after the other and then both at once.
    const firstNext = await refreshed(t, firstTab);
    const secondNext = await refreshed(t, secondTab);
    expect(secondNext.refresh).toBe(firstNext.refresh);
    const again = await Promise.all([refresh(t, firstNext.refresh), refresh(t, secondNext.refresh)]);
    expect(again.map((tab) => tab.status)).toEqual([200, 200]);
    expect((await userWithToken(t, String(again[1].body.access_token))).status).toBe(200);
  });

  it('follows the configured interval, and without rotation refuses a reuse without ending the session', async () => {
    const { session } = await signedUpClient(noRotation);
    const second = await refreshed(noRotation, session.refresh_token);
    const third = await refreshed(noRotation, second.refresh);
    expect(await refresh(noRotation, session.refresh_token)).toMatchObject({
      status: 400,
      body: { error_code: 'refresh_token_already_used' },
    });
    // The parent of the active token is always allowed, whatever the interval.
    expect((await refreshed(noRotation, second.refresh)).refresh).toBe(third.refresh);
    expect((await userWithToken(noRotation, third.access)).status).toBe(200);
    await refreshed(noRotation, third.refresh);
  });
});
