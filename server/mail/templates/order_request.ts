import { mailTemplate } from './mailTemplate';
import { adminOrderLink, type OrderDetails, orderDetailLines } from './orderParts';
import { labelled, lines } from './textParts';

/** To the company: a new order, naming the customer and linking to it in the back-office. */
export default mailTemplate<OrderDetails>({
  heading: 'Nouvelle commande',
  subject: (data) => `Nouvelle commande n° ${data.number} (${data.total})`,
  text: (data, _company, links) =>
    lines(
      data.guest ? 'Une nouvelle commande a été passée sur le site, sans compte client.' : 'Une nouvelle commande a été passée sur le site.',
      '',
      adminOrderLink(data, links),
      '',
      labelled('Client', data.customer_name ?? data.customer_email),
      labelled('E-mail', data.customer_name ? data.customer_email : undefined),
      '',
      orderDetailLines(data),
    ),
});
