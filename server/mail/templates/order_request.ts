import { mailTemplate } from './mailTemplate';
import { type OrderDetails, orderDetailLines } from './orderParts';
import { labelled, lines } from './textParts';

/** To the company: a new order. */
export default mailTemplate<OrderDetails>({
  heading: 'Nouvelle commande',
  subject: (data) => `Nouvelle commande n° ${data.number} (${data.total})`,
  text: (data) => lines('Une nouvelle commande a été passée sur le site.', labelled('Client', data.customer_email), '', orderDetailLines(data)),
});
