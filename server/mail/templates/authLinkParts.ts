import { pageLinkWithToken } from '../../auth/emailLinks';
import type { MailLinks } from './mailTemplate';

/**
 * An auth mail's data: the user whose token the link carries and the page it opens (the site's or
 * the back-office's, from the redirect allow-list). The token is minted when the mail leaves
 * (server/mail/mintMailTokens.ts): the outbox never holds a working link.
 */
export interface AuthLinkData {
  user_id: string;
  page: string;
  /**
   * Queued by GoTrue's Send Email hook (server/hooks): GoTrue's own link and six-digit code, sealed
   * (outbox/sealedValues.ts). The send step opens them and hands them to the template as it hands the
   * tokens it mints (links.authLink, links.code); this server mints nothing for them.
   */
  sealed_link?: string;
  sealed_code?: string;
}

export function authLink(data: AuthLinkData, links: MailLinks, type: string): string {
  // GoTrue's own link, given through the Send Email hook, as GoTrue's default template writes it.
  if (links.authLink) return links.authLink;
  // The template says it writes one (mints: ['auth_link']): the send step never writes it without.
  if (!links.authToken) throw new Error(`Lien de connexion sans jeton (${type})`);
  return pageLinkWithToken(data.page, links.authToken, type);
}
