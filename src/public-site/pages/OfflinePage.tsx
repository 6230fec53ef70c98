import { Link } from 'react-router';
import { useSiteSettings } from '../../shared/config/SettingsContext';
import { paths } from '../../shared/paths';
import { staticHead } from '../../shared/seo/staticHead';
import { whatsappGreeting } from '../../shared/i18n/whatsappTexts';
import { offlineText } from '../i18n/fr/offline';
import { WhatsAppLink } from '../layout/WhatsAppLink';
import { telHref } from '../../shared/format/telHref';
import { offlineHead } from '../i18n/fr/heads/offline';

export const handle = staticHead(offlineHead);


/**
 * Rendered by the server like any page, kept by the service worker when it installs, and shown by it
 * for an address the visitor has not opened before while the network is down: the company's phone and
 * messaging link as the settings were when the worker last fetched it.
 */
export default function OfflinePage() {
  const settings = useSiteSettings();
  const text = offlineText.page;
  return (
    <section className="section">
      <div className="container narrow empty-state">
        <h1>{text.title}</h1>
        <p>{text.text}</p>
        <p>
          {text.callUs} <a href={telHref(settings.phone_main)}>{settings.phone_main}</a>
        </p>
        <p>
          <WhatsAppLink text={whatsappGreeting}>{text.writeUs}</WhatsAppLink>
        </p>
        <p>
          <Link className="button button--primary" to={paths.home}>
            {text.backHome}
          </Link>
        </p>
      </div>
    </section>
  );
}
