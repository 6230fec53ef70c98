import { isRouteErrorResponse, Link } from 'react-router';
import { paths } from '../../shared/paths';
import NotFoundPage from '../pages/NotFoundPage';
import { layoutText } from '../i18n/fr/layout';
import { useRouteError } from './routeData';

/**
 * A page that could not be shown, inside the site's layout: the 404 page for
 * an unknown address, product or post; otherwise a message to try again.
 */
export function PageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="section">
      <div className="container narrow empty-state" role="alert">
        <h1>{layoutText.pageError.title}</h1>
        <p>{layoutText.pageError.text}</p>
        <Link className="button button--primary" to={paths.home}>
          {layoutText.pageError.backHome}
        </Link>
      </div>
    </section>
  );
}
