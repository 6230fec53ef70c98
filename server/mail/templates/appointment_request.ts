import { type AppointmentDetails, appointmentDetailLines } from './appointmentParts';
import { mailTemplate } from './mailTemplate';
import { backOfficeLine, lines } from './textParts';

/** To the company: a new booking. */
export default mailTemplate<AppointmentDetails & { status: string; id?: string }>({
  heading: 'Nouvelle demande de rendez-vous',
  subject: (data) => `Nouvelle demande de rendez-vous : ${data.service} le ${data.slot}`,
  text: (data, _company, links) =>
    lines('Une nouvelle demande de rendez-vous est arrivée sur le site.', '', appointmentDetailLines(data), '', `Statut : ${data.status}`, '', backOfficeLine(links, 'appointments', data.id)),
});
