import { openValue } from '../outbox/sealedValues';
import type { MailTokens } from './templates/mailTemplate';

/**
 * GoTrue's link and code for one mail queued by the Send Email hook (server/hooks: GoTrue minted them,
 * not this server), opened from its queued data, as the template takes them (links.authLink, links.code):
 * undefined when the mail was not queued by the hook (this server mints its own), null when a sealed value
 * does not open (a rotated secret): the mail cannot be sent right.
 */
export function openHookSecrets(jwtSecret: string, data: Record<string, unknown>): MailTokens | null | undefined {
  const sealedLink = typeof data.sealed_link === 'string' ? data.sealed_link : undefined;
  const sealedCode = typeof data.sealed_code === 'string' ? data.sealed_code : undefined;
  if (sealedLink === undefined && sealedCode === undefined) return undefined;
  const authLink = sealedLink === undefined ? undefined : openValue(jwtSecret, sealedLink);
  const code = sealedCode === undefined ? undefined : openValue(jwtSecret, sealedCode);
  if ((sealedLink !== undefined && authLink === undefined) || (sealedCode !== undefined && code === undefined)) return null;
  return { authLink, code };
}
