import { Link } from 'react-router';
import { useSiteSettings } from '../../shared/config/SettingsContext';
import { telHref } from '../../shared/format/telHref';
import { whatsappSearch } from '../../shared/i18n/whatsappRequestTexts';
import { paths } from '../../shared/paths';
import { catalogueText } from '../i18n/fr/catalogue';
import { WhatsAppLink } from '../layout/WhatsAppLink';

/**
 * What a search that found nothing offers instead of a dead end: the quote form with the search
 * as its description, WhatsApp with the search in the greeting, and the phone.
 */
export function AskUsForSearch({ search }: { search: string }) {
  const { phone_main: phone } = useSiteSettings();
  return (
    <div className="empty-state" role="status">
      <h2>{catalogueText.askUs.title(search)}</h2>
      <p>
        <strong>{catalogueText.askUs.lead}</strong> {catalogueText.askUs.text}
      </p>
      <div className="button-row button-row--center">
        <Link className="button" to={paths.quoteForNeed(search)}>
          {catalogueText.askUs.quote}
        </Link>
        <WhatsAppLink text={whatsappSearch(search)}>{catalogueText.askUs.whatsapp}</WhatsAppLink>
        {phone ? (
          <a className="button button--outline" href={telHref(phone)}>
            {catalogueText.askUs.call(phone)}
          </a>
        ) : null}
      </div>
    </div>
  );
}
