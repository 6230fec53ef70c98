const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Ouagadougou' });
const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Ouagadougou' });

/** « Répondu le 27 novembre 2026 à 14h05 par Issa Admin », in the company's time. */
export function repliedLine(createdAt: string, repliedBy: string): string {
  const moment = new Date(createdAt);
  return `Répondu le ${day.format(moment)} à ${time.format(moment).replace(':', 'h')} par ${repliedBy}`;
}
