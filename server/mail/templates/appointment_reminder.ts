import { type AppointmentAbout, manageButton, serviceLine } from './appointmentParts';
import { mailTemplate } from './mailTemplate';
import { lines, manageLinkLine, signature } from './textParts';

/** 24 hours before: no name, the address may never have been verified (a visitor's booking). */
export default mailTemplate<AppointmentAbout>({
  heading: 'Rappel de votre rendez-vous',
  buttonLabel: manageButton,
  subject: (data) => `Rappel : votre rendez-vous du ${data.slot}`,
  text: (data, company) =>
    lines(
      'Bonjour,',
      '',
      `Nous vous rappelons votre rendez-vous du ${data.slot}.`,
      serviceLine(data),
      '',
      'Un empêchement ? Annulez ou déplacez-le pour libérer le créneau :',
      manageLinkLine,
      signature(company),
    ),
});
