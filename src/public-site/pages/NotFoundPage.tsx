import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { usePageMeta } from '../../shared/seo/usePageMeta';
import { layoutText } from '../i18n/fr/layout';

export default function NotFoundPage() {
  usePageMeta(layoutText.notFound.head.title, layoutText.notFound.head.description);
  return (
    <section className="section">
      <div className="container narrow empty-state">
        <p className="big-number" aria-hidden="true">
          404
        </p>
        <h1>{layoutText.notFound.title}</h1>
        <p>{layoutText.notFound.text}</p>
        <Link className="button button--primary" to={paths.home}>
          {layoutText.notFound.backHome}
        </Link>
      </div>
    </section>
  );
}
