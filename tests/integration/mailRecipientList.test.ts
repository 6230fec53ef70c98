import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessage } from '../fixtures/requests';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('an address typed as a list is one address, never several recipients', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('does not mail the address after a comma, so varying what precedes it cannot get past the daily ceiling', async () => {
    const victim = 'cible@example.com';
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const { error } = await t.client().from('contact_messages').insert(contactMessage({ email: `x${attempt},${victim}` }));
      expect(error).toBeNull();
    }
    expect(await mailsTo(t, victim)).toEqual([]);
  });
});
