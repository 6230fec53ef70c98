import { useSiteSettings } from '../../shared/config/SettingsContext';
import { mailPath, phonePath, pinPath } from '../../shared/ui/layoutIconPaths';
import { SvgIcon } from '../../shared/ui/SvgIcon';
import { layoutText } from '../i18n/fr/layout';
import { telHref } from '../../shared/format/telHref';

/** Address, phones and e-mails from the settings (footer and contact page). */
export function ContactDetails() {
  const settings = useSiteSettings();
  return (
    <ul className="contact-details">
      <li>
        <SvgIcon path={pinPath} size={18} />
        <span>
          {settings.address}, {settings.city}, {settings.country}
        </span>
      </li>
      <li>
        <SvgIcon path={phonePath} size={18} />
        <span>
          <a href={telHref(settings.phone_main)}>{settings.phone_main}</a>
          {layoutText.contactDetails.main}
          <br />
          <a href={telHref(settings.phone_support)}>{settings.phone_support}</a>
          {layoutText.contactDetails.support}
        </span>
      </li>
      <li>
        <SvgIcon path={mailPath} size={18} />
        <span>
          <a href={`mailto:${settings.email_general}`}>{settings.email_general}</a>
          <br />
          <a href={`mailto:${settings.email_support}`}>{settings.email_support}</a>
          {layoutText.contactDetails.technicalSupport}
        </span>
      </li>
    </ul>
  );
}
