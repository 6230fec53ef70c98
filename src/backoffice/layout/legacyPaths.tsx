import { Navigate, Route, useParams } from 'react-router';
import { adminBasename } from '../auth/authPages';

/**
 * The prototype's addresses (SPEC §2: /admin/blog, /admin/messages, …) lead to the resources named like the tables.
 * Targets carry the basename: the back-office's routes sit under <Route path="/admin/*">.
 */
const renamed: [from: string, to: string][] = [
  ['dashboard', ''],
  ['blog', 'blog_posts'],
  ['messages', 'contact_messages'],
  ['users', 'profiles'],
];

function RenamedRecord({ to }: { to: string }) {
  const { id } = useParams();
  return <Navigate to={id === 'new' ? `${adminBasename}/${to}/create` : `${adminBasename}/${to}/${id}`} replace />;
}

function NewRecord({ to }: { to: string }) {
  return <Navigate to={`${adminBasename}/${to}/create`} replace />;
}

export const legacyRoutes = [
  ...renamed.map(([from, to]) => <Route key={from} path={`/${from}`} element={<Navigate to={`${adminBasename}/${to}`} replace />} />),
  ...renamed.filter(([, to]) => to).map(([from, to]) => <Route key={`${from}-id`} path={`/${from}/:id`} element={<RenamedRecord to={to} />} />),
  <Route key="products-new" path="/products/new" element={<NewRecord to="products" />} />,
];
