import { Link } from 'react-router';
import { useAuth } from '../../shared/auth/AuthProvider';
import { paths } from '../../shared/paths';
import { formatPhoneNumber } from '../../shared/phone/phoneNumber';
import { Icon } from '../../shared/ui/Icon';
import { fr } from '../i18n/fr';
import NotificationsButton from './NotificationsButton';

interface TopBarProps {
  drawerId: string;
  drawerOpen: boolean;
  onToggleDrawer(): void;
  onLogOut(): void;
  signingOut: boolean;
}

/** Welcome line with the person's name (their e-mail until they give one), then notifications, settings and logout, each with a visible label. */
export default function TopBar({ drawerId, drawerOpen, onToggleDrawer, onLogOut, signingOut }: TopBarProps) {
  const { user, profile } = useAuth();
  // An account made with a phone number has neither a name nor an e-mail address until the customer gives one.
  const name = profile?.full_name?.trim() || user?.email || formatPhoneNumber(user?.phone);
  return (
    <header className="portal-topbar">
      <button
        type="button"
        className="portal-topbar__menu"
        aria-controls={drawerId}
        aria-expanded={drawerOpen}
        onClick={onToggleDrawer}
      >
        <Icon name={drawerOpen ? 'close' : 'menu'} size={22} />
        <span className="visually-hidden">{drawerOpen ? fr.nav.closeMenu : fr.nav.openMenu}</span>
      </button>
      <p className="portal-topbar__welcome">{fr.topBar.welcome(name)}</p>
      <div className="portal-topbar__actions">
        <NotificationsButton />
        <Link className="portal-topbar__icon-button" to={paths.dashboardSettings}>
          <Icon name="setup" size={20} />
          <span className="portal-topbar__icon-label">{fr.topBar.settings}</span>
        </Link>
        <button type="button" className="button button--small" onClick={onLogOut} disabled={signingOut} aria-busy={signingOut}>
          {signingOut ? fr.topBar.loggingOut : fr.topBar.logout}
        </button>
      </div>
    </header>
  );
}
