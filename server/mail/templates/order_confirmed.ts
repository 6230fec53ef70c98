import { mailTemplate } from './mailTemplate';
import { type OrderStatusData, orderStatusMail } from './orderParts';

/** Carries the order's pro forma invoice (attached by proFormaMail.ts). */
export default mailTemplate<OrderStatusData>({
  heading: 'Commande confirmée',
  replyToCompany: true,
  ...orderStatusMail(() => 'Votre commande est confirmée et en cours de préparation.'),
});
