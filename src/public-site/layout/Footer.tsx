import { Link } from 'react-router';
import { useSiteSettings } from '../../shared/config/SettingsContext';
import { whatsappGreeting } from '../../shared/i18n/whatsappTexts';
import { paths } from '../../shared/paths';
import { ContactDetails } from './ContactDetails';
import { footerPages, footerServices } from './footerLinks';
import { OpeningHoursList } from './OpeningHoursList';
import { WhatsAppLink } from './WhatsAppLink';

export function Footer() {
  const settings = useSiteSettings();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{settings.company_name}</h2>
          <p>Filiale d’un groupe français spécialisé dans les environnements Apple : matériel, logiciels, réseaux, sites web et support pour les entreprises et administrations.</p>
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
          <WhatsAppLink text={whatsappGreeting}>Écrivez-nous sur WhatsApp</WhatsAppLink>
        </section>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages">Pages</h2>
          <ul>
            {footerPages.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <ul>
            {footerServices.map((service) => (
              <li key={service.category}>
                <Link to={paths.servicesCategory(service.category)}>{service.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <ContactDetails />
          <OpeningHoursList />
        </section>
      </div>
      <p className="footer__legal container">© {settings.company_name}, Ouagadougou. Tous droits réservés.</p>
    </footer>
  );
}
