import { type AppointmentAbout, type AppointmentPlace, manageButton, placeLine, serviceLine } from './appointmentParts';
import { mailTemplate } from './mailTemplate';
import { greeting, lines, manageLinkLine, signature } from './textParts';

/**
 * The day before a confirmed appointment. Greets by name like the confirmation did (the database puts the
 * name in the data: only a confirmed appointment is reminded, and staff's confirmation already greeted it).
 */
export default mailTemplate<AppointmentAbout & AppointmentPlace>({
  heading: 'Rappel de votre rendez-vous',
  buttonLabel: manageButton,
  mints: ['appointment_link'],
  subject: (data) => `Rappel : votre rendez-vous du ${data.slot}`,
  text: (data, company, links) =>
    lines(
      greeting(data.name),
      '',
      `Nous vous rappelons votre rendez-vous du ${data.slot}.`,
      serviceLine(data),
      placeLine(data),
      '',
      'Un empêchement ? Annulez ou déplacez-le pour libérer le créneau :',
      manageLinkLine(links),
      signature(company),
    ),
});
