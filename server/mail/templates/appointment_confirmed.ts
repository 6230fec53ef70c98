import { labelOf } from '../../../src/shared/config/options';
import { interventionPlaces, type InterventionPlace } from '../../../src/shared/config/supportOptions';
import { manageButton } from './appointmentParts';
import { appointmentStatusMail, type AppointmentStatusData } from './appointmentStatusMail';
import { mailTemplate } from './mailTemplate';
import { labelled, manageLinkLine } from './textParts';

/** An intervention staff booked from a support request says where it happens (decision 075); other bookings do not. */
type Data = AppointmentStatusData & { place?: InterventionPlace | null; place_address?: string | null };

function news(data: Data): string {
  if (data.place === 'on_site') return `Votre intervention du ${data.slot} est confirmée : notre technicien se rendra à l’adresse ci-dessous.`;
  if (data.place === 'shop') return `Votre rendez-vous du ${data.slot} est confirmé. Nous vous attendons à notre atelier.`;
  return `Votre rendez-vous du ${data.slot} est confirmé. Nous vous attendons.`;
}

function placeLine(data: Data): string | undefined {
  if (!data.place) return undefined;
  const label = labelOf(interventionPlaces, data.place);
  return labelled('Lieu', data.place === 'on_site' && data.place_address ? `${label}, ${data.place_address}` : label);
}

export default mailTemplate<Data>({
  heading: 'Rendez-vous confirmé',
  buttonLabel: manageButton,
  mints: ['appointment_link'],
  ...appointmentStatusMail<Data>(news, (links, data) => [placeLine(data), '', manageLinkLine(links)]),
});
