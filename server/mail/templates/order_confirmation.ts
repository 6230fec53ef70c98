import { mailTemplate } from './mailTemplate';
import { type OrderDetails, orderDetailLines } from './orderParts';
import { lines, signature } from './textParts';

/** To the customer: the order is received (with its pro forma invoice, attached by proFormaMail.ts). */
export default mailTemplate<OrderDetails>({
  heading: 'Commande reçue',
  subject: (data) => `Votre commande n° ${data.number} a bien été reçue`,
  text: (data, company) =>
    lines(
      `Bonjour ${data.delivery_name},`,
      '',
      'Merci pour votre commande. Nous vous contacterons pour confirmer la livraison et le paiement.',
      '',
      orderDetailLines(data),
      signature(company),
    ),
});
