import { Navigate, Route, useParams } from 'react-router';

/** The prototype's addresses (SPEC §2: /admin/blog, /admin/messages, …) lead to the resources named like the tables. */
const renamed: [from: string, to: string][] = [
  ['dashboard', ''],
  ['blog', 'blog_posts'],
  ['messages', 'contact_messages'],
  ['users', 'profiles'],
];

function RenamedRecord({ to }: { to: string }) {
  const { id } = useParams();
  return <Navigate to={id === 'new' ? `/${to}/create` : `/${to}/${id}`} replace />;
}

function NewRecord({ to }: { to: string }) {
  return <Navigate to={`/${to}/create`} replace />;
}

export const legacyRoutes = [
  ...renamed.map(([from, to]) => <Route key={from} path={`/${from}`} element={<Navigate to={`/${to}`} replace />} />),
  ...renamed.filter(([, to]) => to).map(([from, to]) => <Route key={`${from}-id`} path={`/${from}/:id`} element={<RenamedRecord to={to} />} />),
  <Route key="products-new" path="/products/new" element={<NewRecord to="products" />} />,
];
