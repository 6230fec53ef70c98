import { describe, expect, it } from 'vitest';
import { replyMailto } from './replyLink';

describe('reply link', () => {
  it('answers with Re: and the subject', () => {
    expect(replyMailto('awa@example.bf', 'Maintenance', 'Défaut')).toBe('mailto:awa@example.bf?subject=Re%3A%20Maintenance');
  });
  it('uses the default subject when the message had none', () => {
    expect(replyMailto('awa@example.bf', '   ', 'Votre message')).toBe('mailto:awa@example.bf?subject=Votre%20message');
    expect(replyMailto('awa@example.bf', null, 'Votre message')).toBe('mailto:awa@example.bf?subject=Votre%20message');
  });
  it('cannot be turned into extra mail headers by the address', () => {
    expect(replyMailto('a@b.bf?bcc=x@y.z', 'Hi', 'D')).toBe('mailto:a@b.bf%3Fbcc%3Dx@y.z?subject=Re%3A%20Hi');
  });
});
