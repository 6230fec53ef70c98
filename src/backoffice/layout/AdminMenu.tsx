import AnalyticsIcon from '@mui/icons-material/BarChart';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsIcon from '@mui/icons-material/Settings';
import { Menu } from 'react-admin';
import { LiveResourceItem } from '../live/LiveResourceItem';
import { MenuTitle } from './MenuTitle';
import { adminPath } from '../common/adminPath';

/** The sidebar in the order of SPEC §2: dashboard, the resources, then analytics and settings; then one's own security. */
export function AdminMenu() {
  return (
    <Menu>
      <MenuTitle />
      <Menu.DashboardItem primaryText="backoffice.menu.dashboard" />
      <Menu.ResourceItem name="products" />
      <Menu.ResourceItem name="product_categories" />
      <LiveResourceItem name="appointments" />
      <LiveResourceItem name="quotes" />
      <Menu.ResourceItem name="blog_posts" />
      <LiveResourceItem name="contact_messages" />
      <LiveResourceItem name="orders" />
      <Menu.ResourceItem name="invoices" />
      <Menu.ResourceItem name="credit_notes" />
      <Menu.ResourceItem name="payments" />
      <Menu.ResourceItem name="payment_attempts" />
      <Menu.ResourceItem name="receivables" />
      <LiveResourceItem name="support_requests" />
      <Menu.ResourceItem name="equipment" />
      <Menu.ResourceItem name="profiles" />
      <Menu.ResourceItem name="notifications" />
      <Menu.Item to={adminPath('/analytics')} primaryText="backoffice.menu.analytics" leftIcon={<AnalyticsIcon />} />
      <Menu.Item to={adminPath('/settings')} primaryText="backoffice.menu.settings" leftIcon={<SettingsIcon />} />
      <Menu.Item to={adminPath('/security')} primaryText="backoffice.menu.security" leftIcon={<SecurityIcon />} />
    </Menu>
  );
}
