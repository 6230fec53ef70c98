import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../../shared/auth/AuthProvider';
import { paths } from '../../../shared/paths';
import { Alert } from '../../../shared/ui/Alert';
import AccountCard from './AccountCard';
import { accountText } from '../../i18n/fr/account';
import NewPasswordForm from './NewPasswordForm';
import { accountHead } from './accountHead';

const text = accountText.reset;

/**
 * /reset-password?token_hash=…&type=recovery, opened from the recovery e-mail: the
 * person chooses a new password and the link is spent then (POST /verify), never by
 * merely opening the page. Links of the older shape arrive with a session in the
 * address (supabase-js reads it: PASSWORD_RECOVERY) and keep working.
 */
export const handle = accountHead(text);

export default function ResetPasswordPage() {
  const { loading, user, linkError } = useAuth();
  const [searchParams] = useSearchParams();
  const recoveryTokenHash = searchParams.get('type') === 'recovery' ? searchParams.get('token_hash') : null;
  if (recoveryTokenHash) {
    return (
      <AccountCard title={text.title} intro={text.intro}>
        <NewPasswordForm recoveryTokenHash={recoveryTokenHash} />
      </AccountCard>
    );
  }
  if (loading) {
    return (
      <AccountCard title={text.title}>
        <p role="status">{text.checking}</p>
      </AccountCard>
    );
  }
  // A link that failed says so even to someone already signed in (the form would change *their* password
  // when they meant to use the link). The server's own wording is English: only ours is shown.
  if (!user || linkError) {
    return (
      <AccountCard title={text.title}>
        <Alert>{text.invalidLink}</Alert>
        <p className="account-card__switch">
          <Link to={paths.forgotPassword}>{text.askAgain}</Link>
        </p>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={text.title} intro={text.intro}>
      <NewPasswordForm />
    </AccountCard>
  );
}
