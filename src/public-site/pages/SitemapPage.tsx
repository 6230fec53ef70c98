import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { staticHead } from '../../shared/seo/staticHead';
import { serviceCards } from '../content/services';
import { sitemapLinks } from '../layout/pageLinks';
import { sitemapText } from '../i18n/fr/sitemap';
import { sitemapHead } from '../i18n/fr/heads/sitemap';

/** The page's sections of links, each listing the pages the page table puts in it. */
const sections = sitemapLinks().map(({ section, links }) => ({ title: sitemapText.sections[section], links }));

export const handle = staticHead(sitemapHead);

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
                  <li key={link.page}>
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
