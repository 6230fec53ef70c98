import { type AppointmentAbout, serviceLine } from './appointmentParts';
import { mailTemplate } from './mailTemplate';
import { backOfficeLine, lines } from './textParts';

/** To the company: a customer cancelled through the manage link or their account. */
export default mailTemplate<AppointmentAbout & { full_name: string; email: string; id?: string; reason?: string | null }>({
  heading: 'Rendez-vous annulé par le client',
  subject: (data) => `Rendez-vous annulé par le client : ${data.full_name} le ${data.slot}`,
  text: (data, _company, links) => lines(`${data.full_name} (${data.email}) a annulé son rendez-vous du ${data.slot}.`, data.reason ? `Motif : ${data.reason}` : undefined, serviceLine(data), '', backOfficeLine(links, 'appointments', data.id)),
});
