import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueAuthSms } from '../../server/outbox/queueMessages';
import { SmsHookSink } from '../fixtures/smsHookSink';
import { signUpUser } from '../fixtures/users';
import { smsTo, uniquePhone } from '../helpers/sentSms';
import { startTestServer, type TestServer } from '../helpers/testServer';

/** The outbox row of a text message, as an administrator (or a backup) reads it. */
async function outboxRow(t: TestServer, messageId: string) {
  const found = await t.server.ctx.db.query<{ kind: string; channel: string; recipient: string; status: string; attempts: number; subject: string | null; data: unknown; last_error: string | null }>(
    'select kind, channel, recipient, status, attempts, subject, data, last_error from public.notifications where message_id = $1',
    [messageId],
  );
  return found.rows[0];
}

/** Makes a row waiting for its retry due now, instead of waiting for the backoff. */
const dueNow = (t: TestServer, messageId: string) =>
  t.server.ctx.db.query('update public.notifications set next_attempt_at = now() where message_id = $1', [messageId]);

async function queueCode(t: TestServer, userId: string, phone: string, otp: string, channel: 'sms' | 'whatsapp' = 'sms') {
  const messageId = await queueAuthSms(t.server.ctx.db, t.server.ctx.jwtSecret, { kind: 'otp', phone, otp, channel, userId });
  if (!messageId) throw new Error('SMS non mis en file');
  return messageId;
}

describe('SMS outbox through the Send SMS hook', () => {
  let t: TestServer;
  const sink = new SmsHookSink();

  beforeAll(async () => {
    await sink.start();
    t = await startTestServer({ env: sink.env() });
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });

  it('delivers a queued code once, signed, in GoTrue’s payload with the user and the channel', async () => {
    const user = await signUpUser(t, 'Awa Ouédraogo');
    const phone = uniquePhone();
    const messageId = await queueCode(t, user.id, phone, '482913', 'whatsapp');
    await t.server.mail.flush();
    await t.server.mail.flush();

    const received = sink.to(phone);
    expect(received).toHaveLength(1);
    expect(received[0].sms).toMatchObject({ otp: '482913', phone, channel: 'whatsapp' });
    expect(received[0].sms.message).toContain('482913');
    expect(received[0].user).toMatchObject({ id: user.id, email: user.email });
    expect(sink.received.find((call) => call.payload.sms.phone === phone)?.webhookId).toBe(messageId);
    expect(sink.unsigned).toBe(0);
    expect(await outboxRow(t, messageId)).toMatchObject({ status: 'sent', channel: 'whatsapp', subject: 'WhatsApp : code de connexion' });
  });

  it('never keeps the code readable in the outbox row', async () => {
    const user = await signUpUser(t, 'Issa Kaboré');
    const messageId = await queueCode(t, user.id, uniquePhone(), '730155');
    const row = await outboxRow(t, messageId);
    expect(row).toMatchObject({ kind: 'sms_otp', channel: 'sms', status: 'pending' });
    expect(JSON.stringify(row)).not.toContain('730155');
    await t.server.mail.flush();
    expect(JSON.stringify(await outboxRow(t, messageId))).not.toContain('730155');
  });

  it('tries again after a 500 and delivers exactly once when the hook answers 200', async () => {
    const user = await signUpUser(t, 'Mariam Sawadogo');
    const phone = uniquePhone();
    sink.answerNext(500);
    const messageId = await queueCode(t, user.id, phone, '118822');
    await t.server.mail.flush();
    expect(sink.to(phone)).toHaveLength(0);
    expect(await outboxRow(t, messageId)).toMatchObject({ status: 'pending', attempts: 1 });

    await dueNow(t, messageId);
    await t.server.mail.flush();
    await dueNow(t, messageId);
    await t.server.mail.flush();
    expect(sink.to(phone)).toHaveLength(1);
    expect(sink.calls.filter((call) => call.webhookId === messageId).map((call) => call.status)).toEqual([500, 200]);
    expect(await outboxRow(t, messageId)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('gives a message up at once when the hook refuses it with a 400', async () => {
    const user = await signUpUser(t, 'Paul Zongo');
    const phone = uniquePhone();
    sink.answerNext(400);
    const messageId = await queueCode(t, user.id, phone, '905512');
    await t.server.mail.flush();
    await dueNow(t, messageId);
    await t.server.mail.flush();
    expect(sink.calls.filter((call) => call.webhookId === messageId).map((call) => call.status)).toEqual([400]);
    const row = await outboxRow(t, messageId);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toContain('400');
  });

  it('does not send a code past its lifetime', async () => {
    const user = await signUpUser(t, 'Fatou Traoré');
    const phone = uniquePhone();
    const messageId = await queueCode(t, user.id, phone, '224466');
    await t.server.ctx.db.query("update public.notifications set expires_at = now() - interval '1 second' where message_id = $1", [messageId]);
    await t.server.mail.flush();
    expect(sink.to(phone)).toHaveLength(0);
    expect(await outboxRow(t, messageId)).toMatchObject({ status: 'expired' });
  });

  it('queues nothing for a number that is not in E.164 form', async () => {
    const user = await signUpUser(t, 'Ali Ouattara');
    expect(await queueAuthSms(t.server.ctx.db, t.server.ctx.jwtSecret, { kind: 'otp', phone: '70 12 34 56', otp: '123456', channel: 'sms', userId: user.id })).toBeNull();
  });
});

describe('SMS outbox without a hook', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes the message to DATA_DIR/sms with the number, the channel and the text', async () => {
    const user = await signUpUser(t, 'Rasmané Compaoré');
    const phone = uniquePhone();
    const messageId = await queueCode(t, user.id, phone, '601234');
    expect(await smsTo(t, phone)).toEqual([{ to: phone, channel: 'sms', kind: 'sms_otp', text: expect.stringContaining('601234') as string }]);
    expect(await outboxRow(t, messageId)).toMatchObject({ status: 'sent', subject: 'SMS : code de connexion' });
    // Sent once: a second run finds nothing due.
    expect(await smsTo(t, phone)).toHaveLength(1);
  });
});
