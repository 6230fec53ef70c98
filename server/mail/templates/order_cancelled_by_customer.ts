import { mailTemplate } from './mailTemplate';
import { lines } from './textParts';

interface Data {
  number: number;
  delivery_name: string;
  customer_email: string | null;
  total: string;
}

/** To the company: the customer cancelled from their account. */
export default mailTemplate<Data>({
  heading: 'Commande annulée par le client',
  subject: (data) => `Commande n° ${data.number} annulée par le client`,
  text: (data) =>
    lines(
      data.customer_email !== null &&
        `${data.delivery_name} (${data.customer_email}) a annulé sa commande n° ${data.number} depuis son espace client.`,
      `Total TTC : ${data.total}`,
    ),
});
