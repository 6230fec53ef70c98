/**
 * What /confirm-email hands to the page it goes on to once the sign-up address is confirmed (router
 * state): the layout says the account is active there (AccountActivatedNotice), where the person was going.
 */
export const accountActivatedState = { accountActivated: true } as const;

export function isAccountJustActivated(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { accountActivated?: unknown }).accountActivated === true;
}
