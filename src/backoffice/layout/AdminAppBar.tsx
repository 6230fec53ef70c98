import { AppBar, TitlePortal } from 'react-admin';
import { CompanyLogo } from './CompanyLogo';

/** react-admin's bar with the company's logo before the page's title. */
export function AdminAppBar() {
  return (
    <AppBar>
      <CompanyLogo />
      <TitlePortal />
    </AppBar>
  );
}
