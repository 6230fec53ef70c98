import { Route } from 'react-router';
import { AdminForgotPasswordPage } from './AdminForgotPasswordPage';
import { AdminSetPasswordPage } from './AdminSetPasswordPage';
import { forgotPasswordPath, setPasswordPath } from './authPages';

/** Pages reached without a session: asking for a recovery link, choosing a new password from it. */
export const authRoutes = [
  <Route key="set-password" path={setPasswordPath} element={<AdminSetPasswordPage />} />,
  <Route key="forgot-password" path={forgotPasswordPath} element={<AdminForgotPasswordPage />} />,
];
