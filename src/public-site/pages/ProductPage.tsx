import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { fr } from '../../shared/i18n/fr';
import { paths } from '../../shared/paths';
import { titled } from '../../shared/seo/pageMeta';
import { usePageMeta } from '../../shared/seo/usePageMeta';
import { ProductDetails } from '../catalogue/ProductDetails';
import { fetchProduct } from '../queries/productQueries';
import { useRemote } from '../queries/useRemote';

export default function ProductPage() {
  const { id = '' } = useParams();
  const product = useRemote(`product:${id}`, () => fetchProduct(id));
  const found = product.status === 'ready' ? product.value : null;
  usePageMeta(found ? titled(found.name) : titled('Produit'), found?.description.slice(0, 160) ?? 'Fiche produit.');
  const { hash } = useLocation();
  // « Demander des infos » on a catalogue card leads to the form, which exists only once the product is loaded.
  useEffect(() => {
    if (found && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [found, hash]);

  return (
    <section className="section product-page">
      <div className="container">
        <Link className="back-link" to={paths.products}>
          ← Retour aux produits
        </Link>
        {product.status === 'loading' ? (
          <p role="status">Chargement du produit…</p>
        ) : product.status === 'failed' ? (
          <p role="alert">{fr.failures.loadProducts}</p>
        ) : found ? (
          <ProductDetails product={found} />
        ) : (
          <div className="empty-state">
            <h1>Produit introuvable</h1>
            <p>Ce produit n’existe pas ou n’est plus proposé.</p>
            <Link className="button button--primary" to={paths.products}>
              Voir tous les produits
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
