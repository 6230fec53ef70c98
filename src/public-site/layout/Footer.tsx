import { Link } from 'react-router';
import { useSiteSettings } from '../../shared/config/SettingsContext';
import { whatsappGreeting } from '../../shared/i18n/whatsappTexts';
import { footerPages } from '../../shared/pageTable';
import { paths } from '../../shared/paths';
import { ContactDetails } from './ContactDetails';
import { footerServices } from './footerLinks';
import { OpeningHoursList } from './OpeningHoursList';
import { pageLinks } from './pageLinks';
import { WhatsAppLink } from './WhatsAppLink';
import { layoutText } from '../i18n/fr/layout';

/** The links under « Pages »: the pages the page table puts in the footer. */
const pagesLinks = pageLinks(footerPages());

export function Footer() {
  const settings = useSiteSettings();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{settings.company_name}</h2>
          <p>{layoutText.footer.about}</p>
          <ul className="footer__social">
            <li>
              <a href={settings.facebook_url} rel="noopener noreferrer" target="_blank">
                Facebook
              </a>
            </li>
            <li>
              <a href={settings.linkedin_url} rel="noopener noreferrer" target="_blank">
                LinkedIn
              </a>
            </li>
          </ul>
          <WhatsAppLink text={whatsappGreeting}>{layoutText.footer.whatsapp}</WhatsAppLink>
        </section>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages">{layoutText.footer.pages}</h2>
          <ul>
            {pagesLinks.map((page) => (
              <li key={page.page}>
                <Link to={page.to}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">{layoutText.footer.services}</h2>
          <ul>
            {footerServices.map((service) => (
              <li key={service.category}>
                <Link to={paths.servicesCategory(service.category)}>{service.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{layoutText.footer.contact}</h2>
          <ContactDetails />
          <OpeningHoursList />
        </section>
      </div>
      <p className="footer__legal container">{layoutText.footer.rights(settings.company_name)}</p>
    </footer>
  );
}
