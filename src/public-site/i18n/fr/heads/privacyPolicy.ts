import type { HeadWords } from '../../../../shared/seo/staticHead';

/** The head of the privacy policy: search results, the tab, link previews. */
export const privacyPolicyHead = {
  title: 'Politique de confidentialité',
  description: 'Quelles données nous recueillons, pourquoi, combien de temps nous les gardons et comment exercer vos droits.',
} as const satisfies HeadWords;
