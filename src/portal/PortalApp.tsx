import { useState } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { useAuth } from '../shared/auth/AuthProvider';
import { paths } from '../shared/paths';
import AppointmentsPage from './appointments/AppointmentsPage';
import DashboardPage from './dashboard/DashboardPage';
import InvoicePage from './invoices/InvoicePage';
import InvoicesPage from './invoices/InvoicesPage';
import PortalLayout from './layout/PortalLayout';
import OrderPage from './orders/OrderPage';
import OrdersPage from './orders/OrdersPage';
import QuotesPage from './quotes/QuotesPage';
import RequireCustomer from './RequireCustomer';
import SettingsPage from './settings/SettingsPage';
import StatementPage from './statement/StatementPage';
import NewSupportRequestPage from './support/NewSupportRequestPage';
import SupportRequestPage from './support/SupportRequestPage';
import SupportRequestsPage from './support/SupportRequestsPage';
import EquipmentPage from './equipment/EquipmentPage';
import './portal.css';

/** The customer area, mounted by the public router under /dashboard/*. */
export default function PortalApp() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  // While logging out, the guard must not send the user to « /login?redirect=… » and back here afterwards.
  const [signingOut, setSigningOut] = useState(false);

  async function logOut() {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      navigate(paths.login, { replace: true });
    }
  }

  return (
    <RequireCustomer signingOut={signingOut}>
      <PortalLayout onLogOut={logOut} signingOut={signingOut}>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:number" element={<OrderPage />} />
          <Route path="appointments" element={<AppointmentsPage />} />
          <Route path="quotes" element={<QuotesPage />} />
          <Route path="invoices" element={<InvoicesPage />} />
          <Route path="invoices/releve" element={<StatementPage />} />
          <Route path="invoices/:number" element={<InvoicePage />} />
          <Route path="support" element={<SupportRequestsPage />} />
          <Route path="support/new" element={<NewSupportRequestPage />} />
          <Route path="support/:number" element={<SupportRequestPage />} />
          <Route path="equipment" element={<EquipmentPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
        </Routes>
      </PortalLayout>
    </RequireCustomer>
  );
}
