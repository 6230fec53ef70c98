import { Link } from 'react-router';
import { useSiteSettings } from '../../shared/config/SettingsContext';
import { paths } from '../../shared/paths';
import { staticHead } from '../../shared/seo/staticHead';
import { LegalPage } from '../content/LegalPage';
import { legalText } from '../i18n/fr/legal';
import { privacyPolicyHead } from '../i18n/fr/heads/privacyPolicy';

export const handle = staticHead(privacyPolicyHead);

export default function PrivacyPolicyPage() {
  const settings = useSiteSettings();
  return (
    <LegalPage title={legalText.privacy.title} updated={legalText.updated}>
      <h2>{legalText.privacy.controllerTitle}</h2>
      <p>
        {legalText.privacy.controller(settings.company_name, settings.address, settings.city, settings.country)}
        <a href={`mailto:${settings.email_general}`}>{settings.email_general}</a>.
      </p>
      <h2>{legalText.privacy.dataTitle}</h2>
      <ul>
        {legalText.privacy.data.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2>{legalText.privacy.purposeTitle}</h2>
      <p>{legalText.privacy.purpose}</p>
      <h2>{legalText.privacy.retentionTitle}</h2>
      <p>{legalText.privacy.retention}</p>
      <h2>{legalText.privacy.rightsTitle}</h2>
      <p>
        {legalText.privacy.rights}
        <Link to={paths.termsOfService}>{legalText.privacy.termsLink}</Link>.
      </p>
      <h2>{legalText.privacy.cookiesTitle}</h2>
      <p>{legalText.privacy.cookies}</p>
    </LegalPage>
  );
}
