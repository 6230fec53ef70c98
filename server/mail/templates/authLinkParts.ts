import { pageLinkWithToken } from '../../auth/emailLinks';

/**
 * An auth mail's data: the user whose token the link carries and the page it opens (the site's or
 * the back-office's, from the redirect allow-list). The link holds the token's slot, filled when
 * the mail leaves (prepareMail.ts): the outbox never holds a working link.
 */
export interface AuthLinkData {
  user_id: string;
  page: string;
}

export const authLink = (data: AuthLinkData, type: string) => pageLinkWithToken(data.page, data.user_id, type);
