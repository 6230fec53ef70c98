import { appointmentStatusMail, type AppointmentStatusData } from './appointmentStatusMail';
import { mailTemplate } from './mailTemplate';

/** Carries no manage link: earlier ones stop working, and the mail says so. */
export default mailTemplate<AppointmentStatusData>({
  heading: 'Rendez-vous annulé',
  ...appointmentStatusMail(
    (data) =>
      `Votre rendez-vous du ${data.slot} est annulé. N'hésitez pas à réserver un autre créneau sur notre site.\n` +
      'Les liens « Gérer mon rendez-vous » des e-mails précédents ne fonctionnent plus.',
  ),
});
