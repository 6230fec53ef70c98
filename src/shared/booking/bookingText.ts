/** What the « move an appointment » form says, on the manage page and in the portal alike. */
export const bookingText = {
  moveTitle: 'Choisir un autre créneau',
  moveSubmit: 'Confirmer le nouveau créneau',
  moveBack: 'Revenir sans changer',
  newDate: 'Nouvelle date',
  chooseSlot: 'Choisissez un créneau libre.',
  chooseDate: 'Choisissez une date.',
  confirmedAgain: 'Un rendez-vous déplacé repasse « En attente » : nous confirmons le nouveau créneau rapidement.',
} as const;
