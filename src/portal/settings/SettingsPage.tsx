import PageTitle from '../components/PageTitle';
import { fr } from '../i18n/fr';
import EmailChangeForm from './EmailChangeForm';
import LinkedAccounts from './LinkedAccounts';
import PasswordChangeForm from './PasswordChangeForm';
import PhoneChangeForm from './PhoneChangeForm';
import ProfileForm from './ProfileForm';

/** /dashboard/settings: profile, password, e-mail address, the account's phone number, linked accounts. */
export default function SettingsPage() {
  return (
    <>
      <PageTitle>{fr.settings.title}</PageTitle>
      <div className="portal-stack">
        <ProfileForm />
        <PasswordChangeForm />
        <EmailChangeForm />
        <PhoneChangeForm />
        <LinkedAccounts />
      </div>
    </>
  );
}
