import type { NoticeChannel } from '../notices/noticeChannel';

/** The « Me prévenir par SMS / WhatsApp » choice of the booking and order forms (src/shared/ui/NoticeChoice.tsx). */
export const noticeTexts = {
  legend: 'Avis par SMS ou WhatsApp',
  optIn: 'Me prévenir par SMS / WhatsApp',
  hint: 'au numéro indiqué ci-dessus, pour chaque nouvelle (confirmation, changement, rappel)',
  orderHint: 'au numéro indiqué ci-dessus, quand la commande est confirmée puis livrée, et à chaque paiement reçu',
  channelLegend: 'Recevoir les avis par',
  channels: { sms: 'SMS', whatsapp: 'WhatsApp' } satisfies Record<NoticeChannel, string>,
  phoneNeeded: 'Indiquez un numéro valide (par ex. +226 70 12 34 56) pour être prévenu par SMS ou WhatsApp',
} as const;
