import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../shared/paths';
import { pageLoaders, pageRoutes, type PageKey } from './pageLoaders';

const pages = Object.fromEntries(Object.entries(pageLoaders).map(([key, load]) => [key, lazy(load)])) as unknown as Record<PageKey, LazyExoticComponent<ComponentType>>;

function PageLoading() {
  return (
    <div className="page-loading" role="status">
      Chargement…
    </div>
  );
}

/**
 * Every public route. The portal is given by the entry (it is another area,
 * loaded as its own chunk under /dashboard/*).
 */
export function PublicRoutes({ portal }: { portal: ReactNode }) {
  const NotFound = pages.notFound;
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {pageRoutes.map(({ pattern, page }) => {
          const Page = pages[page];
          return <Route key={pattern} path={pattern} element={<Page />} />;
        })}
        <Route path={paths.privacyShort} element={<Navigate to={paths.privacyPolicy} replace />} />
        <Route path={paths.termsShort} element={<Navigate to={paths.termsOfService} replace />} />
        <Route path={`${paths.dashboard}/*`} element={portal} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
