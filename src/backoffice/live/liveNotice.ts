import type { LiveTable } from './liveTables';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Row = Record<string, unknown>;

const dayWithoutYear = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** `2026-12-07` and `09:00:00` → « lundi 7 décembre à 09h00 » (a calendar day, no time zone shift). */
function appointmentWhen(date: unknown, time: unknown): string {
  if (typeof date !== 'string' || typeof time !== 'string') return '';
  const day = dayWithoutYear.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
  return `${day} à ${time.slice(0, 5).replace(':', 'h')}`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The short notice for a new row: what it is and who sent it, from the back-office's catalogue. */
export function liveNotice(table: LiveTable, row: Row, translate: Translate): string {
  switch (table) {
    case 'appointments':
      return translate('backoffice.live.appointment', { name: text(row.full_name), when: appointmentWhen(row.date, row.time) });
    case 'quotes':
      return translate('backoffice.live.quote', { name: text(row.name) });
    case 'orders':
      return translate('backoffice.live.order', { number: row.number ?? '', name: text(row.delivery_name) });
    case 'contact_messages':
      return translate('backoffice.live.message', { name: text(row.name) });
    case 'support_requests':
      return translate('backoffice.live.support_request', { number: row.number ?? '', subject: text(row.subject) });
  }
}
