import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsHookSink } from '../fixtures/smsHookSink';
import { uniquePhone } from '../helpers/sentSms';
import { startTestServer, type TestServer } from '../helpers/testServer';

// Issue 34: the codes of sign-in by phone leave through GoTrue's Send SMS hook, as on hosted Supabase:
// the gateway receives the user (with the number) and sms.otp, signed per Standard Webhooks.
describe('auth API: phone codes through the Send SMS hook', () => {
  const sink = new SmsHookSink();
  let t: TestServer;
  beforeAll(async () => {
    await sink.start();
    t = await startTestServer({ env: sink.env() });
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });

  it('hands the gateway the code and the channel asked for, once; the code then signs in', async () => {
    const phone = uniquePhone();
    const client = t.client();
    const asked = await client.auth.signInWithOtp({ phone, options: { channel: 'whatsapp' } });
    expect(asked.error).toBeNull();
    expect(asked.data.messageId).toBeTruthy();
    await t.server.mail.flush();
    await t.server.mail.flush();

    const delivered = sink.to(phone);
    expect(delivered).toHaveLength(1);
    expect(sink.unsigned).toBe(0);
    // The hook call's webhook-id is the message_id the API answered.
    expect(sink.received.find((call) => call.payload.sms.phone === phone)!.webhookId).toBe(asked.data.messageId);
    const [payload] = delivered;
    expect(payload.sms).toMatchObject({ phone, channel: 'whatsapp', otp: expect.stringMatching(/^\d{6}$/) });
    expect(payload.user).toMatchObject({ phone: phone.slice(1) });

    const signedIn = await client.auth.verifyOtp({ phone, token: payload.sms.otp, type: 'sms' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user!.phone).toBe(phone.slice(1));
  });
});
