import { useEffect } from 'react';
import { Link, useLocation, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../shared/paths';
import type { PageHandle } from '../../shared/seo/pageHead';
import { ProductDetails } from '../catalogue/ProductDetails';
import { notFound, unavailable } from '../data/loaderErrors';
import { categoryName, fetchProductCategories } from '../queries/categoryQueries';
import type { Product } from '../queries/product';
import { fetchProduct } from '../queries/productQueries';
import { productHead } from '../seo/productHead';
import { catalogueText } from '../i18n/fr/catalogue';
import { useRouteData } from '../routing/routeData';

type ProductPageData = Product & { category_name: string };

/** The published product of the address (by slug, or by id for older links), with its category's name; 404 otherwise. */
export async function loader({ params }: LoaderFunctionArgs): Promise<ProductPageData> {
  const [product, categories] = await Promise.all([fetchProduct(params.slug ?? ''), fetchProductCategories()]).catch(unavailable);
  if (!product) notFound();
  return { ...product, category_name: categoryName(categories, product.category) };
}

export const handle: PageHandle<ProductPageData | undefined> = { head: productHead };

export default function ProductPage() {
  const product = useRouteData<ProductPageData>();
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
        <ProductDetails product={product} categoryName={product.category_name} />
      </div>
    </section>
  );
}
