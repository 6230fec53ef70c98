import { Link } from 'react-router';
import { quoteLinkFor } from '../../shared/quotes/requestedItems';
import { fr } from '../../shared/i18n/fr';
import { whatsappProduct } from '../../shared/i18n/whatsappRequestTexts';
import { paths } from '../../shared/paths';
import { FocusedHeading } from '../../shared/ui/FocusedHeading';
import { Icon } from '../../shared/ui/Icon';
import type { Product } from '../queries/product';
import { MessageForm } from '../forms/MessageForm';
import { WhatsAppLink } from '../layout/WhatsAppLink';
import { AddToCartButton } from './AddToCartButton';
import { ProductGallery } from './ProductGallery';
import { ShownPrice } from './ShownPrice';
import { catalogueText } from '../i18n/fr/catalogue';

export function ProductDetails({ product, categoryName }: { product: Product; categoryName: string }) {
  return (
    <>
      <div className="two-columns">
        <ProductGallery images={product.images} productName={product.name} />
        <div>
          <p className="product-card__category">{categoryName}</p>
          <h1>{product.name}</h1>
          <p className="price price--large">
            <ShownPrice priceHt={product.price} />
          </p>
          <p>{product.in_stock ? catalogueText.product.inStock : catalogueText.product.onOrder}</p>
          <p>{product.description}</p>
          <div className="button-row">
            <AddToCartButton product={product} />
            <Link className="button button--outline" to={quoteLinkFor([{ productId: product.id, name: product.name, quantity: 1 }])}>
              {catalogueText.product.askForQuote}
            </Link>
            <WhatsAppLink text={whatsappProduct(product.name)}>{catalogueText.product.askOnWhatsapp}</WhatsAppLink>
          </div>
          <ul className="check-list guarantees">
            {catalogueText.product.guarantees.map((guarantee) => (
              <li key={guarantee}>
                <Icon name="check" size={16} />
                {guarantee}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="two-columns section">
        {product.specs.length > 0 ? (
          <section aria-labelledby="product-specs">
            <h2 id="product-specs">{catalogueText.product.specs}</h2>
            <dl className="specs">
              {product.specs.map((spec) => (
                <div key={spec.label}>
                  <dt>{spec.label}</dt>
                  <dd>{spec.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        {product.features.length > 0 ? (
          <section aria-labelledby="product-features">
            <h2 id="product-features">{catalogueText.product.features}</h2>
            <ul className="check-list">
              {product.features.map((feature) => (
                <li key={feature}>
                  <Icon name="check" size={16} />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <section id="demande" className="section narrow" aria-labelledby="product-request">
        <h2 id="product-request">{catalogueText.product.request}</h2>
        <MessageForm
          idPrefix="info"
          productId={product.id}
          initialSubject={catalogueText.product.requestSubject(product.name)}
          showSubject={false}
          failureMessage={fr.failures.infoRequest}
          submitLabel={catalogueText.product.requestSubmit}
          renderSent={() => (
            <div className="success" role="status">
              <Icon name="check" size={40} />
              <FocusedHeading level={3}>{catalogueText.product.requestSent}</FocusedHeading>
              <p>{catalogueText.product.requestThanks(product.name)}</p>
              <div className="button-row button-row--center">
                <Link className="button button--primary" to={paths.products}>
                  {catalogueText.product.seeProducts}
                </Link>
                <Link className="button button--outline" to={paths.home}>
                  {catalogueText.product.backHome}
                </Link>
              </div>
            </div>
          )}
        />
      </section>
    </>
  );
}
