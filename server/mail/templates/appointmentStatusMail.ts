import { type AppointmentAbout, serviceLine } from './appointmentParts';
import { greeting, type Line, lines, lowerLabel, signature } from './textParts';
import type { MailCompany } from '../html/MailLayout';
import type { MailLinks } from './mailTemplate';

/** The data of a status change mail: the appointment and its new status label (and, cancelled by staff, the reason they gave). */
export type AppointmentStatusData = AppointmentAbout & { status: string; reason?: string | null };

/** Subject and text shared by the confirmed, cancelled and completed mails; only the news differs. */
export function appointmentStatusMail<Data extends AppointmentStatusData = AppointmentStatusData>(
  news: (data: Data, links: MailLinks) => string,
  extra?: (links: MailLinks, data: Data) => Line[],
) {
  return {
    subject: (data: Data) => `Rendez-vous du ${data.slot} : ${lowerLabel(data.status)}`,
    text: (data: Data, company: MailCompany | undefined, links: MailLinks) =>
      lines(greeting(data.name), '', news(data, links), '', serviceLine(data), extra?.(links, data) ?? [], signature(company)),
  };
}
