import { type AppointmentAbout, serviceLine } from './appointmentParts';
import { mailTemplate } from './mailTemplate';
import { lines } from './textParts';

type Data = AppointmentAbout & { full_name: string; email: string; old_slot: string; status: string; pending: boolean };

/** To the company: a customer moved their appointment; a pending one waits for confirmation again. */
export default mailTemplate<Data>({
  heading: 'Rendez-vous déplacé par le client',
  subject: (data) => `Rendez-vous déplacé par le client : ${data.full_name}, maintenant le ${data.slot}`,
  text: (data) =>
    lines(
      `${data.full_name} (${data.email}) a déplacé son rendez-vous du ${data.old_slot} au ${data.slot}.`,
      serviceLine(data),
      `Statut : ${data.status}${data.pending ? ' (à confirmer de nouveau)' : ''}`,
    ),
});
