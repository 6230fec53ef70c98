import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { sitemapMeta } from '../../shared/seo/meta/sitemap';
import { staticHead } from '../../shared/seo/pageHead';
import { serviceCards } from '../content/services';
import { sitemapText } from '../i18n/fr/sitemap';

const sections = [
  {
    title: sitemapText.site.title,
    links: [
      { to: paths.home, label: sitemapText.site.home },
      { to: paths.services, label: sitemapText.site.services },
      { to: paths.products, label: sitemapText.site.products },
      { to: paths.blog, label: sitemapText.site.blog },
      { to: paths.contact, label: sitemapText.site.contact },
    ],
  },
  {
    title: sitemapText.requests.title,
    links: [
      { to: paths.appointment, label: sitemapText.requests.appointment },
      { to: paths.quote, label: sitemapText.requests.quote },
      { to: paths.cart, label: sitemapText.requests.cart },
    ],
  },
  {
    title: sitemapText.account.title,
    links: [
      { to: paths.login, label: sitemapText.account.login },
      { to: paths.register, label: sitemapText.account.register },
      { to: paths.dashboard, label: sitemapText.account.dashboard },
    ],
  },
  {
    title: sitemapText.legal.title,
    links: [
      { to: paths.privacyPolicy, label: sitemapText.legal.privacyPolicy },
      { to: paths.termsOfService, label: sitemapText.legal.termsOfService },
    ],
  },
];

export const handle = staticHead(sitemapMeta);

export default function SitemapPage() {
  return (
    <section className="section">
      <div className="container">
        <h1>{sitemapText.title}</h1>
        <div className="sitemap">
          {sections.map((section) => (
            <nav key={section.title} aria-label={section.title}>
              <h2>{section.title}</h2>
              <ul>
                {section.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <nav aria-label={sitemapText.services}>
            <h2>{sitemapText.services}</h2>
            <ul>
              {serviceCards.map((service) => (
                <li key={service.category}>
                  <Link to={paths.servicesCategory(service.category)}>{service.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </section>
  );
}
