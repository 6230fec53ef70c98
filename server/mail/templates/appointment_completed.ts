import { appointmentStatusMail, type AppointmentStatusData } from './appointmentStatusMail';
import { mailTemplate } from './mailTemplate';

export default mailTemplate<AppointmentStatusData>({
  heading: 'Rendez-vous terminé',
  ...appointmentStatusMail((data) => `Votre rendez-vous du ${data.slot} est terminé. Merci de votre confiance.`),
});
