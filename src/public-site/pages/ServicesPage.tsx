import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/paths';
import { servicesMeta } from '../../shared/seo/meta/services';
import { staticHead } from '../../shared/seo/pageHead';
import { Icon } from '../../shared/ui/Icon';
import { serviceCards, serviceCategoryAliases } from '../content/services';

export const handle = staticHead(servicesMeta);

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
          <h1>Nos services informatiques</h1>
          <p>Du choix du matériel au support au quotidien, une seule équipe pour toute votre informatique.</p>
        </div>
      </section>
      <section className="section">
        <ul className="container card-grid">
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
                  Nous contacter<span className="visually-hidden"> : {service.title}</span>
                </Link>
                <Link className="button button--primary button--small" to={paths.appointmentFor(service.category)}>
                  Prendre rendez-vous<span className="visually-hidden"> : {service.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="section section--accent">
        <div className="container cta">
          <h2>Un projet, une question ?</h2>
          <p>Parlez-nous de votre besoin : nous vous répondons sous 24 à 48 heures ouvrées.</p>
          <div className="button-row button-row--center">
            <Link className="button button--primary" to={paths.contact}>
              Nous contacter
            </Link>
            <Link className="button button--outline" to={paths.appointment}>
              Prendre rendez-vous
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
