import { manageButton } from './appointmentParts';
import { appointmentStatusMail, type AppointmentStatusData } from './appointmentStatusMail';
import { mailTemplate } from './mailTemplate';
import { manageLinkLine } from './textParts';

export default mailTemplate<AppointmentStatusData>({
  heading: 'Rendez-vous confirmé',
  buttonLabel: manageButton,
  mints: ['appointment_link'],
  ...appointmentStatusMail((data) => `Votre rendez-vous du ${data.slot} est confirmé. Nous vous attendons.`, (links) => ['', manageLinkLine(links)]),
});
