import { useSearchParams } from 'react-router';
import { fr } from '../../shared/i18n/fr';
import { productsMeta } from '../../shared/seo/meta/products';
import { usePageMeta } from '../../shared/seo/usePageMeta';
import { CatalogueFilters } from '../catalogue/CatalogueFilters';
import { ProductCard } from '../catalogue/ProductCard';
import { filterProducts } from '../queries/product';
import { fetchProducts } from '../queries/productQueries';
import { useRemote } from '../queries/useRemote';

/** The catalogue: category and search live in the address (`?category=`, `?q=`) so a filtered view can be shared. */
export default function ProductsPage() {
  usePageMeta(productsMeta.title, productsMeta.description);
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get('category') ?? '';
  const search = searchParams.get('q') ?? '';
  const products = useRemote('products', fetchProducts);

  const update = (key: 'category' | 'q', value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const shown = products.status === 'ready' ? filterProducts(products.value, category, search) : [];
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>Nos produits</h1>
          <p>Ordinateurs, serveurs, équipements réseau et logiciels, garantis 2 ans et livrés gratuitement à Ouagadougou.</p>
        </div>
      </section>
      <section className="section catalogue">
        <div className="container">
          <CatalogueFilters category={category} search={search} onCategory={(value) => update('category', value)} onSearch={(value) => update('q', value)} />
          {products.status === 'loading' ? (
            <p className="catalogue__status" role="status">
              Chargement des produits…
            </p>
          ) : products.status === 'failed' ? (
            <p className="catalogue__status" role="alert">
              {fr.failures.loadProducts}
            </p>
          ) : shown.length === 0 ? (
            <div className="empty-state" role="status">
              <h2>Aucun produit trouvé</h2>
              <p>Essayez d'ajuster vos critères de recherche ou de filtre</p>
            </div>
          ) : (
            <>
              <p className="catalogue__count" role="status">
                {shown.length} produit{shown.length > 1 ? 's' : ''}
              </p>
              <ul className="card-grid">
                {shown.map((product, index) => (
                  <ProductCard key={product.id} product={product} eagerImage={index < 2} />
                ))}
              </ul>
            </>
          )}
        </div>
      </section>
    </>
  );
}
