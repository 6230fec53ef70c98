import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../shared/paths';
import NotFoundPage from '../pages/NotFoundPage';

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
        <h1>Page momentanément indisponible</h1>
        <p>Cette page n’a pas pu être chargée. Vérifiez votre connexion et réessayez dans un instant.</p>
        <Link className="button button--primary" to={paths.home}>
          Retour à l’accueil
        </Link>
      </div>
    </section>
  );
}
