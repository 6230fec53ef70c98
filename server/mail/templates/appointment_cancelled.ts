import { paths } from '../../../src/shared/paths';
import { appointmentStatusMail, type AppointmentStatusData } from './appointmentStatusMail';
import { mailTemplate } from './mailTemplate';

const rebookButton = 'Reprendre rendez-vous';

/** Carries no manage link: earlier ones stop working, and the mail says so; a link to book another slot instead. */
export default mailTemplate<AppointmentStatusData>({
  heading: 'Rendez-vous annulé',
  buttonLabel: rebookButton,
  ...appointmentStatusMail(
    (data, links) =>
      `Votre rendez-vous du ${data.slot} est annulé.${data.reason ? `\nMotif : ${data.reason}\n` : ' '}N'hésitez pas à réserver un autre créneau.\n` +
      `${rebookButton} : ${links.siteUrl}${paths.appointment}\n` +
      'Les liens « Gérer mon rendez-vous » des e-mails précédents ne fonctionnent plus.',
  ),
});
