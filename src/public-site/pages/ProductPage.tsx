import { useEffect } from 'react';
import { Link, useLocation, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../shared/paths';
import type { PageHandle } from '../../shared/seo/pageHead';
import { ProductDetails } from '../catalogue/ProductDetails';
import { notFound, unavailable } from '../data/loaderErrors';
import type { Product } from '../queries/product';
import { fetchProduct } from '../queries/productQueries';
import { productHead } from '../seo/productHead';
import { catalogueText } from '../i18n/fr/catalogue';
import { useRouteData } from '../routing/routeData';

/** The published product of the address (by slug, or by id for older links); 404 otherwise. */
export async function loader({ params }: LoaderFunctionArgs): Promise<Product> {
  const product = await fetchProduct(params.slug ?? '').catch(unavailable);
  return product ?? notFound();
}

export const handle: PageHandle<Product | undefined> = { head: productHead };

export default function ProductPage() {
  const product = useRouteData<Product>();
  const { hash } = useLocation();
  // « Demander des infos » on a catalogue card leads to the form further down the page.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [product.id, hash]);

  return (
    <section className="section product-page">
      <div className="container">
        <Link className="back-link" to={paths.products}>
          {catalogueText.product.backToProducts}
        </Link>
        <ProductDetails product={product} />
      </div>
    </section>
  );
}
