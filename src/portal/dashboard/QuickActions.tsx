import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { fr } from '../i18n/fr';

const actions: readonly { to: string; label: string; icon: IconName }[] = [
  { to: paths.products, label: fr.dashboard.actions.products, icon: 'laptop' },
  { to: paths.appointment, label: fr.dashboard.actions.appointment, icon: 'clock' },
  { to: paths.quote, label: fr.dashboard.actions.quote, icon: 'consulting' },
  { to: paths.dashboardSettings, label: fr.dashboard.actions.settings, icon: 'user' },
];

export default function QuickActions() {
  return (
    <section className="portal-panel" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title">{fr.dashboard.quickActions}</h2>
      <ul className="quick-actions">
        {actions.map((action) => (
          <li key={action.to}>
            <Link className="quick-actions__link" to={action.to}>
              <Icon name={action.icon} size={20} />
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
