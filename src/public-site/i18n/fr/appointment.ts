/** The booking page. */
export const appointmentText = {
  title: 'Prendre rendez-vous',
  intro: (openingHours: string) => `Choisissez un service, un jour et un créneau libre de 30 minutes : ${openingHours}.`,
  /** Followed by the WhatsApp link. */
  urgent: 'Une urgence ? ',
  whatsapp: 'Écrivez-nous sur WhatsApp',
} as const;
