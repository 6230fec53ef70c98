import { paths } from '../../paths';
import { titled, type PageMeta } from '../pageMeta';

export const appointmentMeta = {
  path: paths.appointment,
  title: titled('Prendre rendez-vous'),
  description: 'Réservez un créneau de 30 minutes avec un technicien ou un consultant : du lundi au vendredi et le samedi matin.',
  indexable: true,
} as const satisfies PageMeta;
