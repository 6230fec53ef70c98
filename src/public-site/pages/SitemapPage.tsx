import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { sitemapMeta } from '../../shared/seo/meta/sitemap';
import { staticHead } from '../../shared/seo/pageHead';
import { serviceCards } from '../content/services';

const sections = [
  {
    title: 'Le site',
    links: [
      { to: paths.home, label: 'Accueil' },
      { to: paths.services, label: 'Services' },
      { to: paths.products, label: 'Produits' },
      { to: paths.blog, label: 'Blog' },
      { to: paths.contact, label: 'Contact' },
    ],
  },
  {
    title: 'Vos demandes',
    links: [
      { to: paths.appointment, label: 'Prendre rendez-vous' },
      { to: paths.quote, label: 'Demander un devis' },
      { to: paths.cart, label: 'Panier' },
    ],
  },
  {
    title: 'Votre compte',
    links: [
      { to: paths.login, label: 'Connexion' },
      { to: paths.register, label: 'Créer un compte' },
      { to: paths.dashboard, label: 'Espace client' },
    ],
  },
  {
    title: 'Informations légales',
    links: [
      { to: paths.privacyPolicy, label: 'Politique de confidentialité' },
      { to: paths.termsOfService, label: "Conditions d'utilisation" },
    ],
  },
];

export const handle = staticHead(sitemapMeta);

export default function SitemapPage() {
  return (
    <section className="section">
      <div className="container">
        <h1>Plan du site</h1>
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
          <nav aria-label="Nos services">
            <h2>Nos services</h2>
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
