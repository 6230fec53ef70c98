import type { HeadWords } from '../../../../shared/seo/staticHead';

/** The head of the booking page: search results, the tab, link previews. */
export const appointmentHead = {
  title: 'Prendre rendez-vous',
  description: 'Réservez un créneau de 30 minutes avec un technicien ou un consultant : du lundi au vendredi et le samedi matin.',
} as const satisfies HeadWords;
