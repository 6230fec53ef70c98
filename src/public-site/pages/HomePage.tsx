import { Link } from 'react-router';
import { unavailable } from '../data/loaderErrors';
import { fetchProductCategories, type ProductCategory } from '../queries/categoryQueries';
import { useRouteData } from '../routing/routeData';
import { whatsappGreeting } from '../../shared/i18n/whatsappTexts';
import { paths } from '../../shared/paths';
import { brand } from '../../shared/seo/pageTitle';
import { staticHead } from '../../shared/seo/staticHead';
import { Icon, isIconName } from '../../shared/ui/Icon';
import { homeServiceCards } from '../content/homeCards';
import { WhatsAppLink } from '../layout/WhatsAppLink';
import { homeText } from '../i18n/fr/home';
import { homeHead } from '../i18n/fr/heads/home';

// The home page's title names the brand first.
export const handle = staticHead(homeHead, (title) => `${brand} — ${title}`);

/** The product categories of the cards, as the office orders them in the back-office. */
export async function loader(): Promise<ProductCategory[]> {
  return fetchProductCategories().catch(unavailable);
}

export default function HomePage() {
  const categories = useRouteData<ProductCategory[]>();
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
          {/* Four to a row when they fill rows of four, else three (six read as two rows of three). */}
          <ul className={categories.length % 4 === 0 ? 'card-grid card-grid--four' : 'card-grid'}>
            {categories.map((category) => (
              <li key={category.slug} className="card card--center">
                <Icon name={isIconName(category.icon) ? category.icon : 'hardware'} size={40} />
                <h3>
                  <Link className="card__link" to={paths.productsCategory(category.slug)}>
                    {category.name}
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
