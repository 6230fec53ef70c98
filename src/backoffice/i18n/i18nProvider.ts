import polyglotI18nProvider from 'ra-i18n-polyglot';
import { frMessages } from './fr';

/** French only for now; a second catalogue would be one more entry here. */
export const i18nProvider = polyglotI18nProvider(() => frMessages, 'fr', [{ locale: 'fr', name: 'Français' }], {
  allowMissing: true,
});
