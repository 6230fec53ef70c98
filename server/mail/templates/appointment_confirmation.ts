import { type AppointmentDetails, appointmentDetailLines, manageButton } from './appointmentParts';
import { mailTemplate } from './mailTemplate';
import { lines, manageLinkLine, signature } from './textParts';

/**
 * To the customer: the booking is received. An address the booker did not prove is theirs gets
 * only the service and the slot (the data holds nothing typed then), so no one can relay text
 * through the company's mail.
 */
type Data = (AppointmentDetails & { verified: true }) | { verified: false; service: string; slot: string };

export default mailTemplate<Data>({
  heading: 'Demande de rendez-vous reçue',
  buttonLabel: manageButton,
  mints: ['appointment_link'],
  subject: (data) => `Votre demande de rendez-vous du ${data.slot} a bien été reçue`,
  text: (data, company, links) =>
    data.verified
      ? lines(
          `Bonjour ${data.full_name},`,
          '',
          'Nous avons bien reçu votre demande de rendez-vous. Nous vous confirmerons ce créneau rapidement.',
          '',
          appointmentDetailLines(data),
          '',
          manageLinkLine(links),
          signature(company),
        )
      : lines(
          'Bonjour,',
          '',
          'Nous avons bien reçu une demande de rendez-vous faite avec cette adresse e-mail sur notre site.',
          'Nous vous confirmerons ce créneau rapidement.',
          '',
          `Service : ${data.service}`,
          `Date : ${data.slot}`,
          '',
          manageLinkLine(links),
          '',
          "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message ou annulez-la avec ce lien.",
          signature(company),
        ),
});
