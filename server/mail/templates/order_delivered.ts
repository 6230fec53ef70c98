import { mailTemplate } from './mailTemplate';
import { type OrderStatusData, orderStatusMail } from './orderParts';

export default mailTemplate<OrderStatusData>({
  heading: 'Commande livrée',
  replyToCompany: true,
  ...orderStatusMail(() => 'Votre commande a été livrée. Merci de votre confiance.'),
});
