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
}

export function authLink(data: AuthLinkData, links: MailLinks, type: string): string {
  // The template says it writes one (mints: ['auth_link']): the send step never writes it without.
  if (!links.authToken) throw new Error(`Lien de connexion sans jeton (${type})`);
  return pageLinkWithToken(data.page, links.authToken, type);
}
