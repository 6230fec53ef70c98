import { Link } from 'react-router';
import { imageLayouts } from '../../shared/images/imageLayouts';
import { paths } from '../../shared/paths';
import type { Product } from '../queries/product';
import { AddToCartButton } from './AddToCartButton';
import { ProductImage } from './ProductImage';
import { ShownPrice } from './ShownPrice';
import { catalogueText } from '../i18n/fr/catalogue';

export function ProductCard({ product, categoryName, eagerImage }: { product: Product; categoryName: string; eagerImage: boolean }) {
  return (
    <li className="card product-card">
      <ProductImage src={product.images[0]} alt="" layout={imageLayouts.productCard} eager={eagerImage} />
      <p className="product-card__category">{categoryName}</p>
      <h2 className="card__title">
        <Link className="card__link" to={paths.product(product.slug)}>
          {product.name}
        </Link>
      </h2>
      <p className="product-card__description">{product.description}</p>
      <p className="price">
        <ShownPrice priceHt={product.price} />
      </p>
      {!product.in_stock ? <p className="badge">{catalogueText.card.onOrder}</p> : null}
      <div className="button-row product-card__actions">
        <AddToCartButton product={product} className="button button--primary button--small" />
        <Link className="button button--outline button--small" to={`${paths.product(product.slug)}#demande`}>
          {catalogueText.card.askInfo}
          <span className="visually-hidden">{catalogueText.forProduct(product.name)}</span>
        </Link>
      </div>
    </li>
  );
}
