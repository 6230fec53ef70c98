import { type AppointmentAbout, type AppointmentPlace, manageButton, placeLine, serviceLine } from './appointmentParts';
import { mailTemplate } from './mailTemplate';
import { greeting, lines, manageLinkLine, signature } from './textParts';

type Data = AppointmentAbout & AppointmentPlace & { old_slot: string; by_customer: boolean; pending: boolean };

/** To the customer: their own move (to be confirmed again when pending), or one the company had to make. */
function news(data: Data): string {
  if (data.by_customer) {
    return `Votre rendez-vous du ${data.old_slot} est déplacé au ${data.slot}.${data.pending ? ' Nous vous confirmerons ce nouveau créneau rapidement.' : ''}`;
  }
  return (
    `Nous avons dû déplacer votre rendez-vous du ${data.old_slot} au ${data.slot}. ` +
    "Si ce créneau ne vous convient pas, vous pouvez l'annuler ou en choisir un autre avec le lien ci-dessous."
  );
}

export default mailTemplate<Data>({
  heading: 'Rendez-vous déplacé',
  buttonLabel: manageButton,
  mints: ['appointment_link'],
  subject: (data) => `Rendez-vous déplacé au ${data.slot}`,
  text: (data, company, links) => lines(greeting(data.name), '', news(data), '', serviceLine(data), placeLine(data), '', manageLinkLine(links), signature(company)),
});
