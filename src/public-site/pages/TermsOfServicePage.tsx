import { Link } from 'react-router';
import { useSiteSettings } from '../../shared/config/SettingsContext';
import { paths } from '../../shared/paths';
import { staticHead } from '../../shared/seo/staticHead';
import { LegalPage } from '../content/LegalPage';
import { legalText } from '../i18n/fr/legal';
import { termsOfServiceHead } from '../i18n/fr/heads/termsOfService';

export const handle = staticHead(termsOfServiceHead);

export default function TermsOfServicePage() {
  const settings = useSiteSettings();
  return (
    <LegalPage title={legalText.terms.title} updated={legalText.updated}>
      <h2>{legalText.terms.purposeTitle}</h2>
      <p>{legalText.terms.purpose(settings.company_name)}</p>
      <h2>{legalText.terms.appointmentsTitle}</h2>
      <p>{legalText.terms.appointments}</p>
      <h2>{legalText.terms.quotesTitle}</h2>
      <p>{legalText.terms.quotes}</p>
      <h2>{legalText.terms.ordersTitle}</h2>
      <p>{legalText.terms.orders}</p>
      <h2>{legalText.terms.deliveryTitle}</h2>
      <p>{legalText.terms.delivery}</p>
      <h2>{legalText.terms.accountTitle}</h2>
      <p>{legalText.terms.account}</p>
      <h2>{legalText.terms.personalDataTitle}</h2>
      <p>
        {legalText.terms.personalData}
        <Link to={paths.privacyPolicy}>{legalText.terms.privacyLink}</Link>.
      </p>
    </LegalPage>
  );
}
