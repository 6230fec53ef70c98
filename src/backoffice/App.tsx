import { lazy, Suspense } from 'react';
import { Admin, Authenticated, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router';
import appointments from './appointments';
import { appointmentCalendarPath } from './appointments/calendar/calendarPath';
import { AdminLoginPage } from './auth/AdminLoginPage';
import { authRoutes } from './auth/AuthRoutes';
import { adminBasename, mfaPath } from './auth/authPages';
import { createAuthProvider } from './auth/authProvider';
import blogPosts from './blog_posts';
import contactMessages from './contact_messages';
import creditNotes from './credit_notes';
import { Dashboard } from './dashboard/Dashboard';
import { createDataProvider } from './data/dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import invoices from './invoices';
import { AdminLayout } from './layout/AdminLayout';
import { legacyRoutes } from './layout/legacyPaths';
import { darkTheme, lightTheme } from './layout/theme';
import notifications from './notifications';
import orders from './orders';
import { deliveryNoteRoute } from './orders/deliveryNotePath';
import paymentAttempts from './payment_attempts';
import receivables from './receivables';
import payments from './payments';
import productCategories from './product_categories';
import products from './products';
import profiles from './profiles';
import quotes from './quotes';
import { MfaPage } from './security/MfaPage';
import { SecurityPage } from './security/SecurityPage';
import { SettingsPage } from './settings/SettingsPage';
import equipment from './equipment';
import supportRequests from './support_requests';
import { supabase, supabaseConfig } from './supabaseClient';

// recharts is only needed on this page.
const AnalyticsPage = lazy(() => import('./analytics/AnalyticsPage').then((module) => ({ default: module.AnalyticsPage })));
const AppointmentCalendar = lazy(() => import('./appointments/calendar/AppointmentCalendar').then((module) => ({ default: module.AppointmentCalendar })));
const DeliveryNotePage = lazy(() => import('./orders/DeliveryNotePage').then((module) => ({ default: module.DeliveryNotePage })));

const dataProvider = createDataProvider(supabase, supabaseConfig.url, supabaseConfig.anonKey);
const authProvider = createAuthProvider(supabase);

/**
 * The back-office at /admin: one resource per table, then the pages that are not lists.
 * Not `requireAuth`: with it, react-admin 5 loops on the login page under a basename; lists wait for
 * checkAuth on their own and the other pages are wrapped in <Authenticated>, so a customer is sent
 * away before any data is asked for.
 */
function BackOffice() {
  return (
    <Admin
      basename={adminBasename}
      title="Administration"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={AdminLoginPage}
      layout={AdminLayout}
      theme={lightTheme}
      darkTheme={darkTheme}
      dashboard={Dashboard}
      disableTelemetry
    >
      <Resource name="products" {...products} />
      <Resource name="product_categories" {...productCategories} />
      <Resource name="appointments" {...appointments} />
      <Resource name="quotes" {...quotes} />
      <Resource name="blog_posts" {...blogPosts} />
      <Resource name="contact_messages" {...contactMessages} />
      <Resource name="message_replies" />
      <Resource name="orders" {...orders} />
      <Resource name="order_items" />
      <Resource name="quote_lines" />
      <Resource name="invoices" {...invoices} />
      <Resource name="invoice_lines" />
      <Resource name="credit_notes" {...creditNotes} />
      <Resource name="payments" {...payments} />
      <Resource name="refunds" />
      <Resource name="payment_attempts" {...paymentAttempts} />
      <Resource name="receivables" {...receivables} />
      <Resource name="support_requests" {...supportRequests} />
      <Resource name="support_messages" />
      <Resource name="equipment" {...equipment} />
      <Resource name="profiles" {...profiles} />
      <Resource name="site_settings" />
      <Resource name="notifications" {...notifications} />
      <CustomRoutes>
        {/* Beside the list: under /appointments, so the menu's « Rendez-vous » stays selected (a static path wins over the resource's). */}
        <Route path={appointmentCalendarPath} element={<Authenticated><AppointmentCalendar /></Authenticated>} />
        <Route path="/analytics" element={<Authenticated><AnalyticsPage /></Authenticated>} />
        <Route path="/settings" element={<Authenticated><SettingsPage /></Authenticated>} />
        <Route path="/security" element={<Authenticated><SecurityPage /></Authenticated>} />
        {legacyRoutes}
      </CustomRoutes>
      <CustomRoutes noLayout>
        {authRoutes}
        <Route path={mfaPath} element={<MfaPage />} />
        {/* Without the menu: the browser prints the note alone. */}
        <Route path={deliveryNoteRoute} element={<Authenticated><Suspense><DeliveryNotePage /></Suspense></Authenticated>} />
      </CustomRoutes>
    </Admin>
  );
}

/** react-admin would use a hash router by default: the back-office has real /admin/… addresses instead. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={`${adminBasename}/*`} element={<BackOffice />} />
      </Routes>
    </BrowserRouter>
  );
}
