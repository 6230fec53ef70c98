/** What the « move an appointment » form and the invite buttons say, on the public site and in the portal alike. */
export const bookingText = {
  moveTitle: 'Choisir un autre créneau',
  moveSubmit: 'Confirmer le nouveau créneau',
  moveBack: 'Revenir sans changer',
  newDate: 'Nouvelle date',
  chooseSlot: 'Choisissez un créneau libre.',
  chooseDate: 'Choisissez une date.',
  /** Only if `onMove` itself fails (it resolves to a refusal otherwise). */
  moveFailed: 'Impossible de déplacer ce rendez-vous. Veuillez réessayer.',
  confirmedAgain: 'Un rendez-vous déplacé repasse « En attente » : nous confirmons le nouveau créneau rapidement.',
  downloadInvite: 'Ajouter à mon agenda (.ics)',
  googleCalendar: 'Ajouter à Google Agenda',
} as const;
