import { type AppointmentAbout, serviceLine } from './appointmentParts';
import { mailTemplate } from './mailTemplate';
import { backOfficeLine, lines } from './textParts';

/** `moves`: quick successive moves folded into this one mail (absent: one move). */
type Data = AppointmentAbout & { full_name: string; email: string; old_slot: string; status: string; pending: boolean; moves?: number; id?: string };

/** To the company: a customer moved their appointment (once, or several times in a row: one summary); a pending one waits for confirmation again. */
export default mailTemplate<Data>({
  heading: 'Rendez-vous déplacé par le client',
  subject: (data) => `Rendez-vous déplacé par le client : ${data.full_name}, maintenant le ${data.slot}`,
  text: (data, _company, links) =>
    lines(
      (data.moves ?? 1) > 1
        ? `${data.full_name} (${data.email}) a déplacé son rendez-vous ${data.moves} fois de suite : du ${data.old_slot} au ${data.slot}, son dernier choix.`
        : `${data.full_name} (${data.email}) a déplacé son rendez-vous du ${data.old_slot} au ${data.slot}.`,
      serviceLine(data),
      `Statut : ${data.status}${data.pending ? ' (à confirmer de nouveau)' : ''}`,
      '',
      backOfficeLine(links, 'appointments', data.id),
    ),
});
