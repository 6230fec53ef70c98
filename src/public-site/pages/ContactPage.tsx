import { Link, useSearchParams } from 'react-router';
import { fr } from '../../shared/i18n/fr';
import { paths } from '../../shared/paths';
import { contactMeta } from '../../shared/seo/meta/contact';
import { staticHead } from '../../shared/seo/pageHead';
import { FocusedHeading } from '../../shared/ui/FocusedHeading';
import { Icon } from '../../shared/ui/Icon';
import { serviceCards, serviceCategoryAliases } from '../content/services';
import { MessageForm } from '../forms/MessageForm';
import { ContactDetails } from '../layout/ContactDetails';
import { OpeningHoursList } from '../layout/OpeningHoursList';
import { useSiteSettings } from '../../shared/config/SettingsContext';

export const handle = staticHead(contactMeta);

export default function ContactPage() {
  const settings = useSiteSettings();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('service') ?? '';
  const service = serviceCards.find((card) => card.category === (serviceCategoryAliases[requested] ?? requested));
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>Contactez-nous</h1>
          <p>Une question, un projet ? Écrivez-nous : nous répondons sous 24 à 48 heures ouvrées.</p>
        </div>
      </section>
      <section className="section">
        <div className="container two-columns">
          <div className="card">
            <h2>Nos coordonnées</h2>
            <ContactDetails />
            <h3>Horaires d’ouverture</h3>
            <OpeningHoursList />
          </div>
          <div>
            <h2>Envoyez-nous un message</h2>
            <MessageForm
              key={service?.category ?? ''}
              idPrefix="contact"
              showSubject
              initialSubject={service ? `Service : ${service.title}` : ''}
              failureMessage={fr.failures.contact}
              submitLabel="Envoyer le message"
              renderSent={() => (
                <div className="success" role="status">
                  <Icon name="check" size={40} />
                  <FocusedHeading level={2}>Message envoyé !</FocusedHeading>
                  <p>Merci de nous avoir écrit. Nous vous répondrons sous 24 à 48 heures ouvrées.</p>
                  <Link className="button button--primary" to={paths.home}>
                    Retour à l’accueil
                  </Link>
                </div>
              )}
            />
          </div>
        </div>
      </section>
      <section className="section section--muted" aria-labelledby="contact-location">
        <div className="container">
          <h2 id="contact-location">Où nous trouver</h2>
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
        </div>
      </section>
    </>
  );
}
