import { mailTemplate } from './mailTemplate';
import { adminOrderLink } from './orderParts';
import { labelled, lines } from './textParts';

interface Data {
  id?: string;
  number: number;
  delivery_name: string;
  /** The profile's name, else the delivery name (absent from mails queued before it was sent). */
  customer_name?: string | null;
  customer_email: string | null;
  total: string;
}

/** To the company: the customer cancelled from their account; names them and links to the order. */
export default mailTemplate<Data>({
  heading: 'Commande annulée par le client',
  subject: (data) => `Commande n° ${data.number} annulée par le client`,
  text: (data, _company, links) =>
    lines(
      `${data.customer_name ?? data.delivery_name} a annulé sa commande n° ${data.number} depuis son espace client.`,
      '',
      adminOrderLink(data, links),
      '',
      labelled('E-mail', data.customer_email),
      `Total TTC : ${data.total}`,
    ),
});
