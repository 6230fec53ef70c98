import { paths } from '../../../src/shared/paths';
import { formatLongDay } from '../../../src/shared/format/dates';
import { mailTemplate } from './mailTemplate';
import { greeting, lines, signature } from './textParts';

interface Data {
  name?: string;
  equipment: string;
  serial_number?: string | null;
  warranty_end: string;
}

const maintenanceButton = 'Demander un devis de maintenance';

/** To the customer, once, a month before the warranty of one of their equipment ends. */
export default mailTemplate<Data>({
  heading: 'Fin de garantie',
  buttonLabel: maintenanceButton,
  subject: (data) => `La garantie de votre ${data.equipment} se termine bientôt`,
  text: (data, company, links) =>
    lines(
      greeting(data.name || undefined),
      '',
      `La garantie de votre ${data.equipment}${data.serial_number ? ` (n° de série ${data.serial_number})` : ''} se termine le ${formatLongDay(data.warranty_end)}.`,
      'Pour continuer à être couvert, nous pouvons vous proposer un contrat de maintenance.',
      `${maintenanceButton} : ${links.siteUrl}${paths.quoteForNeed(`Maintenance : ${data.equipment}${data.serial_number ? ` (n° ${data.serial_number})` : ''}`)}`,
      signature(company),
    ),
});
