import { ForgotPasswordPage, SetPasswordPage } from 'ra-supabase';
import { Route } from 'react-router';
import { forgotPasswordPath, setPasswordPath } from './authPages';

/** Pages reached without a session: asking for a recovery link, choosing a new password from it. */
export const authRoutes = [
  <Route key="set-password" path={setPasswordPath} element={<SetPasswordPage />} />,
  <Route key="forgot-password" path={forgotPasswordPath} element={<ForgotPasswordPage />} />,
];
