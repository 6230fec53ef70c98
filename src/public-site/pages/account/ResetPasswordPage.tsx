import { Link } from 'react-router';
import { useAuth } from '../../../shared/auth/AuthProvider';
import { paths } from '../../../shared/paths';
import { Alert } from '../../../shared/ui/Alert';
import AccountCard from './AccountCard';
import { accountText } from './accountText';
import NewPasswordForm from './NewPasswordForm';
import { accountHead } from './accountHead';

const text = accountText.reset;

/**
 * /reset-password, opened from the recovery e-mail: supabase-js reads the
 * session from the link (PASSWORD_RECOVERY) and the user chooses a new password.
 */
export const handle = accountHead(text);

export default function ResetPasswordPage() {
  const { loading, user, linkError } = useAuth();
  if (loading) {
    return (
      <AccountCard title={text.title}>
        <p role="status">{text.checking}</p>
      </AccountCard>
    );
  }
  if (!user) {
    return (
      <AccountCard title={text.title}>
        <Alert>{linkError ? `${text.invalidLink} (${linkError})` : text.invalidLink}</Alert>
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
