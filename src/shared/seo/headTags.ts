import type { SiteSettings } from '../config/company';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The <head> tags of one page: title, description and Open Graph. */
export function metaTags(title: string, description: string, url?: string): string {
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="fr_FR" />`,
    `<meta property="og:site_name" content="Ouaga IT Services" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
  ];
  if (url) tags.push(`<meta property="og:url" content="${escapeHtml(url)}" />`, `<link rel="canonical" href="${escapeHtml(url)}" />`);
  return tags.join('\n    ');
}

const dayCodes: Record<string, string[]> = {
  'Lundi - Vendredi': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  Samedi: ['Saturday'],
};

/** `8h00 - 17h30` → ['08:00', '17:30'], or null for « Fermé ». */
function parseHours(hours: string): [string, string] | null {
  const match = /(\d{1,2})h(\d{2})\s*-\s*(\d{1,2})h(\d{2})/.exec(hours);
  if (!match) return null;
  const pad = (value: string) => value.padStart(2, '0');
  return [`${pad(match[1])}:${match[2]}`, `${pad(match[3])}:${match[4]}`];
}

/** schema.org LocalBusiness with address and opening hours, for search engines. */
export function localBusinessJsonLd(settings: SiteSettings, url?: string): string {
  const openingHoursSpecification = settings.opening_hours.flatMap((slot) => {
    const range = parseHours(slot.hours);
    const days = dayCodes[slot.days];
    return range && days ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens: range[0], closes: range[1] }] : [];
  });
  const business = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: settings.company_name,
    ...(url ? { url } : {}),
    telephone: settings.phone_main,
    email: settings.email_general,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address,
      addressLocality: settings.city,
      addressCountry: 'BF',
    },
    openingHoursSpecification,
    sameAs: [settings.facebook_url, settings.linkedin_url].filter(Boolean),
  };
  // `<` escaped so no text in the settings can close the script element.
  return `<script type="application/ld+json">${JSON.stringify(business).replace(/</g, '\\u003c')}</script>`;
}
