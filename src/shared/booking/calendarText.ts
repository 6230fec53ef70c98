/** What the booking calendar says (public booking form; the portal may reuse it). */
export const calendarText = {
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  hint: 'Les jours grisés sont passés, fermés ou complets. Au clavier : flèches pour changer de jour, Entrée pour le choisir.',
  chosen: (day: string) => `Jour choisi : ${day}.`,
  unavailable: (day: string, reason: string) => `${day} : ${reason}.`,
} as const;
