import { paths } from '../../../src/shared/paths';
import { labelOf } from '../../../src/shared/config/options';
import { supportUrgencies } from '../../../src/shared/config/supportOptions';
import type { MailLinks } from './mailTemplate';

/** What the database queues with the support mails (supabase/migrations/20261208090100_support_desk.sql). */
export interface SupportMailData {
  number: string;
  subject: string;
  name?: string;
  description?: string;
  reply?: string;
  urgency?: string;
  customer?: string;
  company?: string;
  equipment?: string | null;
  first_response_due?: string;
  id?: string;
}

export const viewSupportButton = 'Voir ma demande';

/** The request's page in the customer's portal: the link of every support mail to the customer. */
export const supportLinkLine = (links: MailLinks, number: string) => `${viewSupportButton} : ${links.siteUrl}${paths.dashboardSupportRequest(number)}`;

export const urgencyLabel = (urgency: string | undefined) => labelOf(supportUrgencies, urgency);

/** « le 9 décembre à 10h00 » from the local « 2026-12-09T10:00 » the database writes. */
export function dueMoment(local: string | undefined): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local ?? '');
  if (!match) return undefined;
  const [, year, month, day, hour, minute] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const dayLabel = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(date);
  return `le ${dayLabel} à ${hour}h${minute}`;
}
