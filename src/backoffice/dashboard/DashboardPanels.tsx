import EventIcon from '@mui/icons-material/Event';
import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import QuoteIcon from '@mui/icons-material/RequestQuote';
import CartIcon from '@mui/icons-material/ShoppingCart';
import SupportIcon from '@mui/icons-material/SupportAgent';
import LateIcon from '@mui/icons-material/AlarmOn';
import { Grid } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { CertificationBacklog } from '../certification/CertificationBacklog';
import { CountCard } from './CountCard';
import { RecentAppointments } from './RecentAppointments';
import { RecentOrders } from './RecentOrders';
import { Shortcuts } from './Shortcuts';
import { TodayPanel } from './TodayPanel';
import { adminPath } from '../common/adminPath';
import { MissingSellerDetails } from '../settings/MissingSellerDetails';
import { quotesForTheOffice } from '../quotes/quotesForTheOffice';
import { openStatuses } from '../support_requests/supportFilters';

const listWith = (resource: string, filter: Record<string, unknown>) => adminPath(`/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`);

/** What needs doing today, then real counts, the latest orders and appointments, shortcuts and the settings button. */
export function DashboardPanels() {
  const translate = useTranslate();
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Title title={translate('backoffice.menu.dashboard')} />
      <Grid size={12}>
        <MissingSellerDetails />
      </Grid>
      <Grid size={12}>
        <TodayPanel />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 2.4 }}>
        <CountCard resource="profiles" label="backoffice.dashboard.users" icon={<PeopleIcon color="primary" />} to={adminPath('/profiles')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 2.4 }}>
        <CountCard resource="orders" label="backoffice.dashboard.orders" icon={<CartIcon color="primary" />} to={adminPath('/orders')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 2.4 }}>
        <CountCard resource="appointments" filter={{ status: 'pending' }} label="backoffice.dashboard.pending_appointments" icon={<EventIcon color="warning" />} to={listWith('appointments', { status: 'pending' })} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 2.4 }}>
        <CountCard resource="quotes" filter={quotesForTheOffice} label="backoffice.dashboard.pending_quotes" icon={<QuoteIcon color="warning" />} to={listWith('quotes', quotesForTheOffice)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 2.4 }}>
        <CountCard resource="contact_messages" filter={{ read: false }} label="backoffice.dashboard.unread_messages" icon={<MailIcon color="warning" />} to={listWith('contact_messages', { read: 'false' })} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <CountCard resource="support_requests" filter={{ 'status@in': openStatuses }} label="backoffice.support.open_requests" icon={<SupportIcon color="primary" />} to={listWith('support_requests', { 'status@in': openStatuses })} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <CountCard resource="support_requests" filter={{ 'status@in': openStatuses, late: true }} label="backoffice.support.late_requests" icon={<LateIcon color="error" />} to={listWith('support_requests', { 'status@in': openStatuses, late: true })} />
      </Grid>
      <Grid size={12}>
        <CertificationBacklog />
      </Grid>
      <Grid size={12}>
        <Shortcuts />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <RecentOrders />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <RecentAppointments />
      </Grid>
    </Grid>
  );
}
