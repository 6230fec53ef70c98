import { mailTemplate } from './mailTemplate';
import { type OrderStatusData, orderStatusMail } from './orderParts';

export default mailTemplate<OrderStatusData>({
  heading: 'Commande annulée',
  replyToCompany: true,
  ...orderStatusMail((data) =>
    data.by_customer
      ? 'Vous avez annulé votre commande. Vous pouvez passer une nouvelle commande à tout moment sur notre site.'
      : 'Votre commande a été annulée. Contactez-nous pour toute question.',
  ),
});
