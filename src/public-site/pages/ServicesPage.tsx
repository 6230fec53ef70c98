import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/paths';
import { staticHead } from '../../shared/seo/staticHead';
import { Icon } from '../../shared/ui/Icon';
import { serviceCards, serviceCategoryAliases } from '../content/services';
import { servicesText } from '../i18n/fr/services';
import { servicesHead } from '../i18n/fr/heads/services';

export const handle = staticHead(servicesHead);

export default function ServicesPage() {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('category') ?? '';
  const highlighted = serviceCategoryAliases[requested] ?? requested;

  // A shortcut from the footer or the home page brings its card into view.
  useEffect(() => {
    if (highlighted) document.getElementById(`service-${highlighted}`)?.scrollIntoView({ block: 'start' });
  }, [highlighted]);

  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{servicesText.title}</h1>
          <p>{servicesText.intro}</p>
        </div>
      </section>
      <section className="section">
        {/* The container is its own element: .card-grid's margin and padding would cancel its centring. */}
        <div className="container">
          <ul className="card-grid">
            {serviceCards.map((service) => (
              <li
                key={service.category}
                id={`service-${service.category}`}
                className={service.category === highlighted ? 'card card--highlight' : 'card'}
                aria-current={service.category === highlighted ? 'true' : undefined}
              >
                <Icon name={service.icon} size={32} />
                <h2 className="card__title">{service.title}</h2>
                <p>{service.description}</p>
                <ul className="check-list">
                  {service.features.map((feature) => (
                    <li key={feature}>
                      <Icon name="check" size={16} />
                      {feature}
                    </li>
                  ))}
                </ul>
                <div className="button-row">
                  <Link className="button button--outline button--small" to={paths.contactFor(service.category)}>
                    {servicesText.contactUs}
                    <span className="visually-hidden">{servicesText.forService(service.title)}</span>
                  </Link>
                  <Link className="button button--primary button--small" to={paths.appointmentFor(service.category)}>
                    {servicesText.bookAppointment}
                    <span className="visually-hidden">{servicesText.forService(service.title)}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--accent">
        <div className="container cta">
          <h2>{servicesText.ctaTitle}</h2>
          <p>{servicesText.ctaText}</p>
          <div className="button-row button-row--center">
            <Link className="button button--primary" to={paths.contact}>
              {servicesText.contactUs}
            </Link>
            <Link className="button button--outline" to={paths.appointment}>
              {servicesText.bookAppointment}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
