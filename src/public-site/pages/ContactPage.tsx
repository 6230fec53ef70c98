import { Link, useSearchParams } from 'react-router';
import { fr } from '../../shared/i18n/fr';
import { paths } from '../../shared/paths';
import { staticHead } from '../../shared/seo/staticHead';
import { FocusedHeading } from '../../shared/ui/FocusedHeading';
import { Icon } from '../../shared/ui/Icon';
import { serviceCards, serviceCategoryAliases } from '../content/services';
import { MessageForm } from '../forms/MessageForm';
import { ContactDetails } from '../layout/ContactDetails';
import { OpeningHoursList } from '../layout/OpeningHoursList';
import { mapLink } from '../../shared/config/mapLink';
import { useSiteSettings } from '../../shared/config/SettingsContext';
import { contactText } from '../i18n/fr/contact';
import { contactHead } from '../i18n/fr/heads/contact';

export const handle = staticHead(contactHead);

export default function ContactPage() {
  const settings = useSiteSettings();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('service') ?? '';
  const service = serviceCards.find((card) => card.category === (serviceCategoryAliases[requested] ?? requested));
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{contactText.title}</h1>
          <p>{contactText.intro}</p>
        </div>
      </section>
      <section className="section">
        <div className="container two-columns">
          <div className="card">
            <h2>{contactText.details}</h2>
            <ContactDetails />
            <h3>{contactText.openingHours}</h3>
            <OpeningHoursList />
          </div>
          <div>
            <h2>{contactText.formTitle}</h2>
            <MessageForm
              key={service?.category ?? ''}
              idPrefix="contact"
              showSubject
              initialSubject={service ? contactText.serviceSubject(service.title) : ''}
              failureMessage={fr.failures.contact}
              submitLabel={contactText.submit}
              renderSent={() => (
                <div className="success" role="status">
                  <Icon name="check" size={40} />
                  <FocusedHeading level={2}>{contactText.sent}</FocusedHeading>
                  <p>{contactText.thanks}</p>
                  <Link className="button button--primary" to={paths.home}>
                    {contactText.backHome}
                  </Link>
                </div>
              )}
            />
          </div>
        </div>
      </section>
      <section className="section section--muted" aria-labelledby="contact-location">
        <div className="container">
          <h2 id="contact-location">{contactText.location}</h2>
          <address className="location">
            <Icon name="pin" size={32} />
            <span>
              {settings.company_name}
              <br />
              {settings.address}
              <br />
              {settings.city}, {settings.country}
            </span>
          </address>
          {mapLink(settings) ? (
            <p>
              <a className="inline-link" href={mapLink(settings)} target="_blank" rel="noopener noreferrer">
                {contactText.mapLink}
                <span className="visually-hidden">{contactText.newWindow}</span>
              </a>
            </p>
          ) : null}
        </div>
      </section>
    </>
  );
}
