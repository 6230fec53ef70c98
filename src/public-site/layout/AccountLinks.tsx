import { Link } from 'react-router';
import { useAuth } from '../../shared/auth/AuthProvider';
import { userPath } from '../../shared/ui/layoutIconPaths';
import { SvgIcon } from '../../shared/ui/SvgIcon';
import { paths } from '../../shared/paths';
import { layoutText } from '../i18n/fr/layout';

/**
 * Login and register for a visitor; for a signed-in user their name and a link
 * to their area (the back-office for an administrator). Until a session is
 * known, the visitor links are shown, as in the server-rendered HTML.
 */
export function AccountLinks() {
  const { user, profile, isAdmin } = useAuth();
  if (!user) {
    return (
      <>
        <Link className="header__account-link" to={paths.login}>
          {layoutText.account.login}
        </Link>
        <Link className="button button--primary button--small" to={paths.register}>
          {layoutText.account.register}
        </Link>
      </>
    );
  }
  const name = profile?.full_name || user.email;
  return isAdmin ? (
    <a className="header__account-link" href={paths.admin}>
      <SvgIcon path={userPath} size={18} /> {layoutText.account.admin(name)}
    </a>
  ) : (
    <Link className="header__account-link" to={paths.dashboard}>
      <SvgIcon path={userPath} size={18} /> {layoutText.account.dashboard(name)}
    </Link>
  );
}
