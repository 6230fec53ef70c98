import { type ContactDetails, contactDetailLines } from './contactParts';
import { mailTemplate } from './mailTemplate';
import { lines, signature } from './textParts';

/**
 * To the sender. An address they did not prove is theirs gets no typed text, only the name of
 * the published product they asked about, if any.
 */
type Data = (ContactDetails & { verified: true }) | { verified: false; product: string | null };

export default mailTemplate<Data>({
  heading: 'Message reçu',
  subject: () => 'Nous avons bien reçu votre message',
  text: (data, company) =>
    data.verified
      ? lines(
          `Bonjour ${data.name},`,
          '',
          'Merci pour votre message. Nous vous répondrons sous 24 à 48 heures ouvrées.',
          '',
          contactDetailLines(data),
          signature(company),
        )
      : lines(
          'Bonjour,',
          '',
          data.product !== null
            ? `Nous avons bien reçu une demande d'information sur le produit « ${data.product} » faite avec cette adresse e-mail sur notre site.`
            : 'Nous avons bien reçu un message envoyé avec cette adresse e-mail depuis notre site.',
          'Nous vous répondrons sous 24 à 48 heures ouvrées.',
          '',
          "Si vous n'êtes pas à l'origine de ce message, ignorez-le.",
          signature(company),
        ),
});
