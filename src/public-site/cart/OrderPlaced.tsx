import { Link } from 'react-router';
import { formatFcfa } from '../../shared/format/money';
import { fr } from '../../shared/i18n/fr';
import { paths } from '../../shared/paths';
import { FocusedHeading } from '../../shared/ui/FocusedHeading';
import { Icon } from '../../shared/ui/Icon';
import type { PlacedOrder } from './placeOrder';

export function OrderPlaced({ order }: { order: PlacedOrder }) {
  return (
    <div className="success" role="status">
      <Icon name="check" size={40} />
      <FocusedHeading level={1}>Commande n° {order.number} enregistrée</FocusedHeading>
      <p>Merci ! Total : {formatFcfa(order.total)}. Nous vous appelons pour confirmer la livraison.</p>
      <p className="notice">{fr.cart.paymentTerms}</p>
      <div className="button-row button-row--center">
        <Link className="button button--primary" to={paths.dashboardOrders}>
          Suivre mes commandes
        </Link>
        <Link className="button button--outline" to={paths.products}>
          {fr.cart.continueShopping}
        </Link>
      </div>
    </div>
  );
}
