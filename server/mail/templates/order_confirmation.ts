import { mailTemplate } from './mailTemplate';
import { customerOrderLink, type OrderDetails, orderDetailLines } from './orderParts';
import { greeting, lines, signature } from './textParts';

/** To the customer: the order is received, with its link and its pro forma invoice (attached by proFormaMail.ts). */
export default mailTemplate<OrderDetails>({
  heading: 'Commande reçue',
  replyToCompany: true,
  mints: ['order_link'],
  subject: (data) => `Votre commande n° ${data.number} a bien été reçue`,
  text: (data, company, links) =>
    lines(
      greeting(data.delivery_name),
      '',
      'Merci pour votre commande. Nous vous contacterons pour confirmer la livraison et le paiement.',
      'Vous trouverez la facture pro forma en pièce jointe.',
      '',
      customerOrderLink(data, links),
      '',
      orderDetailLines(data),
      signature(company),
    ),
});
