import { type AppointmentPlace, manageButton, placeLine } from './appointmentParts';
import { appointmentStatusMail, type AppointmentStatusData } from './appointmentStatusMail';
import { mailTemplate } from './mailTemplate';
import { manageLinkLine } from './textParts';

/** An intervention staff booked from a support request says where it happens (decision 075); other bookings do not. */
type Data = AppointmentStatusData & AppointmentPlace;

function news(data: Data): string {
  if (data.place === 'on_site') return `Votre intervention du ${data.slot} est confirmée : notre technicien se rendra à l’adresse ci-dessous.`;
  if (data.place === 'shop') return `Votre rendez-vous du ${data.slot} est confirmé. Nous vous attendons à notre atelier.`;
  return `Votre rendez-vous du ${data.slot} est confirmé. Nous vous attendons.`;
}

export default mailTemplate<Data>({
  heading: 'Rendez-vous confirmé',
  buttonLabel: manageButton,
  mints: ['appointment_link'],
  ...appointmentStatusMail<Data>(news, (links, data) => [placeLine(data), '', manageLinkLine(links)]),
});
