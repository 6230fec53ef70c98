import { pageLinkWithToken } from '../../auth/emailLinks';
import { codeSlot } from '../../auth/reauthenticationCode';
import { sealedSlot } from '../../hooks/sealedValues';

/**
 * An auth mail's data: the user whose token the link carries and the page it opens (the site's or
 * the back-office's, from the redirect allow-list). The link holds the token's slot, filled when
 * the mail leaves (prepareMail.ts): the outbox never holds a working link.
 */
export interface AuthLinkData {
  user_id: string;
  page: string;
  /**
   * Queued by GoTrue's Send Email hook (server/hooks): GoTrue's own link and six-digit code, sealed
   * (hooks/sealedValues.ts), opened when the mail leaves; this server mints nothing for them.
   */
  sealed_link?: string;
  sealed_code?: string;
}

export const authLink = (data: AuthLinkData, type: string) =>
  data.sealed_link ? sealedSlot(data.sealed_link) : pageLinkWithToken(data.page, data.user_id, type);

/** The six-digit code's slot: this server's (minted when the mail leaves) or GoTrue's, sealed. */
export function authCode(data: Pick<AuthLinkData, 'user_id' | 'sealed_link' | 'sealed_code'>): string {
  if (data.sealed_code) return sealedSlot(data.sealed_code);
  return data.sealed_link ? '' : codeSlot(data.user_id);
}
