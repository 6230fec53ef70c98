import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../shared/auth/AuthProvider';
import { useCart } from '../../shared/cart/CartContext';
import { useSiteSettings } from '../../shared/config/SettingsContext';
import { orderPlacedState } from '../../shared/cart/orderPlaced';
import { readFieldRefusal } from '../../shared/errors/fieldError';
import { fr } from '../../shared/i18n/fr';
import { paths } from '../../shared/paths';
import { quoteLinkFor } from '../../shared/quotes/requestedItems';
import { staticHead } from '../../shared/seo/staticHead';
import { CartChanges } from '../cart/CartChanges';
import { CartLineRow } from '../cart/CartLineRow';
import { CartSummary } from '../cart/CartSummary';
import { DeliveryForm, type OrderOutcome } from '../cart/DeliveryForm';
import { GuestOrderPlaced } from '../cart/GuestOrderPlaced';
import { placeOrder, type PlacedOrder } from '../cart/placeOrder';
import { useCartCheck } from '../cart/useCartCheck';
import { cartText } from '../i18n/fr/cart';
import { cartHead } from '../i18n/fr/heads/cart';

export const handle = staticHead(cartHead);

export default function CartPage() {
  const cart = useCart();
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const [checkingOut, setCheckingOut] = useState(false);
  const [placedAsGuest, setPlacedAsGuest] = useState<PlacedOrder | null>(null);
  const [deliveryAddress, setDeliveryAddress] = useState('');
  const changes = useCartCheck();
  const settings = useSiteSettings();

  // The cart empties only once the database has stored the order; a customer's order page then
  // thanks them, and a guest (who has no such page) sees the confirmation here.
  const submitOrder = async (delivery: Parameters<typeof placeOrder>[1]): Promise<OrderOutcome> => {
    try {
      const stored = await placeOrder(cart.lines, delivery, !user);
      cart.clearCart();
      // Paying now: the order's link page takes the payment, signed in or not (decision 071).
      if (stored.pay_token) navigate(paths.orderView(stored.pay_token));
      else if (stored.guest) setPlacedAsGuest(stored);
      else navigate(paths.dashboardOrder(stored.number), { state: orderPlacedState });
      return 'stored';
    } catch (error) {
      return readFieldRefusal(error as { hint?: string; message?: string }) ?? 'failed';
    }
  };

  return (
    <section className="section cart-page">
      <div className="container">
        <h1>{fr.cart.title}</h1>
        {placedAsGuest ? (
          <GuestOrderPlaced order={placedAsGuest} />
        ) : !cart.ready ? (
          <p role="status">
            {cartText.loading}
          </p>
        ) : cart.lines.length === 0 ? (
          <div className="empty-state">
            <h2>{fr.cart.empty}</h2>
            <Link className="button button--primary" to={paths.products}>
              {cartText.discoverProducts}
            </Link>
          </div>
        ) : (
          <div className="two-columns two-columns--wide-left">
            <div>
              <CartChanges changes={changes} />
              <ul className="cart-lines" aria-label={cartText.linesLabel}>
                {cart.lines.map((line) => (
                  <CartLineRow key={line.id} line={line} />
                ))}
              </ul>
              <div className="button-row">
                <Link className="button button--outline" to={paths.products}>
                  {fr.cart.continueShopping}
                </Link>
                <button type="button" className="link-button" onClick={cart.clearCart}>
                  {fr.cart.clear}
                </button>
              </div>
            </div>
            <aside className="card" aria-label={cartText.summaryLabel}>
              <h2>{cartText.summary}</h2>
              <CartSummary subtotal={cart.subtotal} deliveryAddress={checkingOut ? deliveryAddress : ''} />
              <p className="notice">{settings.online_payment ? fr.cart.paymentTermsOnline : fr.cart.paymentTerms}</p>
              {/* An administration buys on a quote: the cart's products and quantities become the request. */}
              <Link className="button button--outline button--block" to={quoteLinkFor(cart.lines.map((line) => ({ productId: line.id, name: line.name, quantity: line.quantity })))}>
                {cartText.askForQuote}
              </Link>
              {checkingOut ? (
                <DeliveryForm guest={!user} onSubmit={submitOrder} onCancel={() => setCheckingOut(false)} onAddressChange={setDeliveryAddress} />
              ) : user ? (
                <button type="button" className="button button--primary button--block" onClick={() => setCheckingOut(true)}>
                  {fr.cart.order}
                </button>
              ) : (
                <>
                  <button type="button" className="button button--primary button--block" onClick={() => navigate(paths.loginThenReturn(paths.cart))} disabled={loading}>
                    {cartText.loginToOrder}
                  </button>
                  <p className="field__hint">{cartText.loginNotice}</p>
                  <button type="button" className="button button--outline button--block" onClick={() => setCheckingOut(true)} disabled={loading}>
                    {cartText.orderAsGuest}
                  </button>
                </>
              )}
            </aside>
          </div>
        )}
      </div>
    </section>
  );
}
