import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { notFoundMeta } from '../../shared/seo/meta/notFound';
import { usePageMeta } from '../../shared/seo/usePageMeta';

export default function NotFoundPage() {
  usePageMeta(notFoundMeta.title, notFoundMeta.description);
  return (
    <section className="section">
      <div className="container narrow empty-state">
        <p className="big-number" aria-hidden="true">
          404
        </p>
        <h1>Page non trouvée</h1>
        <p>La page que vous cherchez n’existe pas ou a été déplacée.</p>
        <Link className="button button--primary" to={paths.home}>
          Retour à l’accueil
        </Link>
      </div>
    </section>
  );
}
