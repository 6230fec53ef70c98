import { Authenticated } from 'react-admin';
import { DashboardPanels } from './DashboardPanels';

/** The home of /admin; nothing is asked of the database before the session is known to be an administrator's. */
export function Dashboard() {
  return (
    <Authenticated>
      <DashboardPanels />
    </Authenticated>
  );
}
