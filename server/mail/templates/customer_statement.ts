import { paths } from '../../../src/shared/paths';
import { mailTemplate } from './mailTemplate';
import { lines, signature } from './textParts';

/** What send_customer_statement queues: French amounts and dates written by the database. */
interface CustomerStatementMailData {
  name: string;
  period_start_label: string;
  period_end_label: string;
  /** « 1 198 000 FCFA »: the balance at the period's end (negative when the company owes the customer). */
  closing_balance: string;
  /** What is past its due date then. */
  overdue: string;
}

const statementButton = 'Voir mon relevé de compte';

/** To the customer when staff send their statement (« Envoyer le relevé »): the PDF attached (statementDocument.ts). */
export default mailTemplate<CustomerStatementMailData>({
  heading: 'Relevé de compte',
  buttonLabel: statementButton,
  subject: (data) => `Votre relevé de compte du ${data.period_start_label} au ${data.period_end_label}`,
  text: (data, company, links) =>
    lines(
      `Bonjour ${data.name},`,
      '',
      `Vous trouverez ci-joint votre relevé de compte du ${data.period_start_label} au ${data.period_end_label} : vos factures, avoirs, paiements et remboursements sur la période.`,
      '',
      `Solde au ${data.period_end_label} : ${data.closing_balance}`,
      `Dont en retard de paiement : ${data.overdue}`,
      '',
      'Pour toute question sur ce relevé, contactez-nous aux coordonnées ci-dessous.',
      '',
      `${statementButton} : ${links.siteUrl}${paths.dashboardStatement}`,
      signature(company),
    ),
});
