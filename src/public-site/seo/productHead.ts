import { productImagePreloadLink } from '../../shared/images/preloadImage';
import { paths } from '../../shared/paths';
import { imageRenderApiUrl } from '../../shared/supabase/config';
import { absoluteUrl } from '../../shared/seo/headTags';
import type { PageHead } from '../../shared/seo/pageHead';
import { snippet, titled } from '../../shared/seo/pageHead';
import type { Product } from '../queries/product';
import { catalogueText } from '../i18n/fr/catalogue';

/** A product's head: its name, price and picture for link previews; schema.org Product with its offer. */
export function productHead(product: Product | undefined): PageHead {
  if (!product) return { title: titled(catalogueText.productHead.title), description: catalogueText.productHead.description };
  const path = paths.product(product.slug);
  return {
    title: titled(product.name),
    description: snippet(product.description),
    canonicalPath: path,
    image: product.images[0],
    imagePreload: productImagePreloadLink(imageRenderApiUrl(), product.images) || undefined,
    type: 'product',
    breadcrumbs: [
      { name: catalogueText.breadcrumbs.home, path: paths.home },
      { name: catalogueText.breadcrumbs.products, path: paths.products },
      { name: product.name, path },
    ],
    structuredData: (siteUrl) => [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description: product.description,
        sku: product.slug,
        category: product.category,
        image: product.images.map((image) => absoluteUrl(image, siteUrl)),
        url: absoluteUrl(path, siteUrl),
        offers: {
          '@type': 'Offer',
          price: product.price,
          priceCurrency: 'XOF',
          // products.price is the price HT (decision 036).
          priceSpecification: { '@type': 'UnitPriceSpecification', price: product.price, priceCurrency: 'XOF', valueAddedTaxIncluded: false },
          availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder',
          url: absoluteUrl(path, siteUrl),
        },
      },
    ],
  };
}
