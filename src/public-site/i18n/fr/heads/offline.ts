import type { HeadWords } from '../../../../shared/seo/staticHead';

/** The head of the offline page (shown by the service worker): search results, the tab, link previews. */
export const offlineHead = {
  title: 'Hors ligne',
  description: 'Le réseau ne répond pas : appelez-nous ou écrivez-nous sur WhatsApp.',
} as const satisfies HeadWords;
