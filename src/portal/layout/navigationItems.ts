import { paths } from '../../shared/paths';
import type { IconName } from '../../shared/ui/Icon';
import { fr } from '../i18n/fr';

export interface NavigationItem {
  to: string;
  label: string;
  icon: IconName;
}

export const navigationItems: readonly NavigationItem[] = [
  { to: paths.dashboard, label: fr.nav.dashboard, icon: 'data' },
  { to: paths.dashboardOrders, label: fr.nav.orders, icon: 'cart' },
  { to: paths.dashboardAppointments, label: fr.nav.appointments, icon: 'clock' },
  { to: paths.dashboardQuotes, label: fr.nav.quotes, icon: 'consulting' },
  { to: paths.dashboardInvoices, label: fr.nav.invoices, icon: 'invoice' },
  { to: paths.dashboardSupport, label: fr.nav.support, icon: 'support' },
  { to: paths.dashboardEquipment, label: fr.nav.equipment, icon: 'laptop' },
  { to: paths.dashboardSettings, label: fr.nav.settings, icon: 'setup' },
];

/** SPEC.md §2: an item is active on its own path and on any path below it (the dashboard only on itself). */
export function isActiveItem(itemPath: string, currentPath: string): boolean {
  if (itemPath === paths.dashboard) return currentPath === itemPath || currentPath === `${itemPath}/`;
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}
