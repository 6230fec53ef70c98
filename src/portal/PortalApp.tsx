import { Route, Routes } from 'react-router';

/** Customer area mounted by the public router under /dashboard/*; the full portal follows. */
export default function PortalApp() {
  return (
    <Routes>
      <Route index element={<h1>Tableau de bord</h1>} />
    </Routes>
  );
}
