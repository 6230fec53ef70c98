import { Link } from 'react-router';
import { labelOf, productCategories } from '../../shared/config/options';
import { formatFcfa } from '../../shared/format/money';
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

const guarantees = ['Garantie 2 ans avec support inclus', 'Livraison gratuite à Ouagadougou', 'Support technique 24/7'];

export function ProductDetails({ product }: { product: Product }) {
  return (
    <>
      <div className="two-columns">
        <ProductGallery images={product.images} productName={product.name} />
        <div>
          <p className="product-card__category">{labelOf(productCategories, product.category)}</p>
          <h1>{product.name}</h1>
          <p className="price price--large">{formatFcfa(product.price)}</p>
          <p>{product.in_stock ? 'En stock' : 'Sur commande'}</p>
          <p>{product.description}</p>
          <div className="button-row">
            <AddToCartButton product={product} />
            <WhatsAppLink text={whatsappProduct(product.name)}>Demander sur WhatsApp</WhatsAppLink>
          </div>
          <ul className="check-list guarantees">
            {guarantees.map((guarantee) => (
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
            <h2 id="product-specs">Caractéristiques techniques</h2>
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
            <h2 id="product-features">Caractéristiques principales</h2>
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
        <h2 id="product-request">Demander des informations</h2>
        <MessageForm
          idPrefix="info"
          productId={product.id}
          initialSubject={`Demande d'informations : ${product.name}`}
          showSubject={false}
          failureMessage={fr.failures.infoRequest}
          submitLabel="Envoyer la demande"
          renderSent={() => (
            <div className="success" role="status">
              <Icon name="check" size={40} />
              <FocusedHeading level={3}>Demande envoyée !</FocusedHeading>
              <p>Merci pour votre intérêt pour « {product.name} ». Nous vous répondrons sous 24 à 48 heures ouvrées.</p>
              <div className="button-row button-row--center">
                <Link className="button button--primary" to={paths.products}>
                  Voir les produits
                </Link>
                <Link className="button button--outline" to={paths.home}>
                  Retour à l’accueil
                </Link>
              </div>
            </div>
          )}
        />
      </section>
    </>
  );
}
