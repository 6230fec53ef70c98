import { Link } from 'react-router';
import { whatsappGreeting } from '../../shared/i18n/whatsappTexts';
import { paths } from '../../shared/paths';
import { homeMeta } from '../../shared/seo/meta/home';
import { staticHead } from '../../shared/seo/pageHead';
import { Icon } from '../../shared/ui/Icon';
import { homeProductCategories, homeServiceCards } from '../content/homeCards';
import { WhatsAppLink } from '../layout/WhatsAppLink';

export const handle = staticHead(homeMeta);

export default function HomePage() {
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>Votre partenaire informatique à Ouagadougou</h1>
          <p className="hero__lead">
            Matériel, logiciels, réseaux, sites web et support pour les entreprises et les administrations, avec l’expertise d’un groupe spécialiste des environnements Apple.
          </p>
          <div className="button-row">
            <Link className="button button--primary" to={paths.services}>
              Découvrir nos services
            </Link>
            <Link className="button button--light" to={paths.contact}>
              Nous contacter
            </Link>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="home-services">
        <div className="container">
          <h2 id="home-services">Nos services</h2>
          <ul className="card-grid">
            {homeServiceCards.map((card) => (
              <li key={card.category} className="card">
                <Icon name={card.icon} size={32} />
                <h3>
                  <Link className="card__link" to={paths.servicesCategory(card.category)}>
                    {card.title}
                  </Link>
                </h3>
                <p>{card.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--accent" aria-labelledby="home-appointment">
        <div className="container cta">
          <h2 id="home-appointment">Besoin d’un conseil ou d’une intervention ?</h2>
          <p>Réservez un créneau de 30 minutes avec un technicien, en ligne, en quelques clics.</p>
          <Link className="button button--primary" to={paths.appointment}>
            Prendre rendez-vous
          </Link>
        </div>
      </section>

      <section className="section" aria-labelledby="home-products">
        <div className="container">
          <h2 id="home-products">Nos produits</h2>
          <ul className="card-grid card-grid--four">
            {homeProductCategories.map((card) => (
              <li key={card.category} className="card card--center">
                <Icon name={card.icon} size={40} />
                <h3>
                  <Link className="card__link" to={paths.productsCategory(card.category)}>
                    {card.title}
                  </Link>
                </h3>
              </li>
            ))}
          </ul>
          <div className="button-row button-row--center">
            <Link className="button button--primary" to={paths.products}>
              Voir tous les produits
            </Link>
            <WhatsAppLink text={whatsappGreeting}>Message WhatsApp</WhatsAppLink>
            <Link className="button button--outline" to={paths.contact}>
              Nous contacter
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
