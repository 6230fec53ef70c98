import type { SiteSettings } from '../config/company';
import { brand } from './pageTitle';
import type { PageHead } from './pageHead';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An address of this site made absolute, as link previews and crawlers need it. */
export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * JSON inside a <script> element: `<` escaped so no text can close the element,
 * U+2028/2029 escaped for old parsers that end a line there.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${scriptSafeJson(data)}</script>`;
}

/** The <head> tags of one page: title, description, canonical address, Open Graph and Twitter card, JSON-LD. */
export function headTags(head: PageHead, siteUrl: string): string {
  const canonical = head.canonicalPath ? absoluteUrl(head.canonicalPath, siteUrl) : undefined;
  const image = head.image ? absoluteUrl(head.image, siteUrl) : undefined;
  const tags = [
    ...(head.imagePreload ? [head.imagePreload] : []),
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:locale" content="fr_FR" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
  ];
  if (image) tags.push(`<meta property="og:image" content="${escapeHtml(image)}" />`, `<meta name="twitter:image" content="${escapeHtml(image)}" />`);
  if (canonical) tags.push(`<meta property="og:url" content="${escapeHtml(canonical)}" />`, `<link rel="canonical" href="${escapeHtml(canonical)}" />`);
  if (head.breadcrumbs?.length) tags.push(jsonLdScript(breadcrumbList(head.breadcrumbs, siteUrl)));
  for (const data of head.structuredData?.(siteUrl) ?? []) tags.push(jsonLdScript(data));
  return tags.join('\n    ');
}

const dayCodes = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** schema.org LocalBusiness with address and opening hours, for search engines. */
export function localBusiness(settings: SiteSettings, url?: string): object {
  const openingHoursSpecification = settings.weekly_hours.map((period) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: dayCodes[period.day - 1],
    opens: period.opens,
    closes: period.closes,
  }));
  return {
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
}

/** schema.org BreadcrumbList from (name, path) pairs, home first. */
function breadcrumbList(crumbs: { name: string; path: string }[], siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(crumb.path, siteUrl) })),
  };
}
