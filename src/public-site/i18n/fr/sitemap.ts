import type { SitemapSection } from '../../../shared/pageTable';

/** The site map page (its links say what src/public-site/i18n/fr/pageLinks.ts says). */
export const sitemapText = {
  title: 'Plan du site',
  services: 'Nos services',
  /** The sections of the page's links, as the page table names them. */
  sections: {
    site: 'Le site',
    requests: 'Vos demandes',
    account: 'Votre compte',
    legal: 'Informations légales',
  } satisfies Record<SitemapSection, string>,
} as const;
