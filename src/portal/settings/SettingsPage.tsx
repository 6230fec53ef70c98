import PageTitle from '../components/PageTitle';
import { fr } from '../i18n/fr';
import EmailChangeForm from './EmailChangeForm';
import LinkedAccounts from './LinkedAccounts';
import PasswordChangeForm from './PasswordChangeForm';
import ProfileForm from './ProfileForm';

/** /dashboard/settings: profile, password, e-mail address, linked accounts. */
export default function SettingsPage() {
  return (
    <>
      <PageTitle>{fr.settings.title}</PageTitle>
      <div className="portal-stack">
        <ProfileForm />
        <PasswordChangeForm />
        <EmailChangeForm />
        <LinkedAccounts />
      </div>
    </>
  );
}
