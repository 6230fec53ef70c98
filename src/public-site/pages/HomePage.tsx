import { Link } from 'react-router';
import { whatsappGreeting } from '../../shared/i18n/whatsappTexts';
import { paths } from '../../shared/paths';
import { homeMeta } from '../../shared/seo/meta/home';
import { staticHead } from '../../shared/seo/pageHead';
import { Icon } from '../../shared/ui/Icon';
import { homeProductCategories, homeServiceCards } from '../content/homeCards';
import { WhatsAppLink } from '../layout/WhatsAppLink';
import { homeText } from '../i18n/fr/home';

export const handle = staticHead(homeMeta);

export default function HomePage() {
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{homeText.title}</h1>
          <p className="hero__lead">
            {homeText.lead}
          </p>
          <div className="button-row">
            <Link className="button button--primary" to={paths.services}>
              {homeText.discoverServices}
            </Link>
            <Link className="button button--light" to={paths.contact}>
              {homeText.contactUs}
            </Link>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="home-services">
        <div className="container">
          <h2 id="home-services">{homeText.servicesTitle}</h2>
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
          <h2 id="home-appointment">{homeText.appointmentTitle}</h2>
          <p>{homeText.appointmentText}</p>
          <Link className="button button--primary" to={paths.appointment}>
            {homeText.bookAppointment}
          </Link>
        </div>
      </section>

      <section className="section" aria-labelledby="home-products">
        <div className="container">
          <h2 id="home-products">{homeText.productsTitle}</h2>
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
              {homeText.allProducts}
            </Link>
            <WhatsAppLink text={whatsappGreeting}>{homeText.whatsapp}</WhatsAppLink>
            <Link className="button button--outline" to={paths.contact}>
              {homeText.contactUs}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
