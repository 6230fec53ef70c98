import { mailTemplate } from './mailTemplate';
import { lines, signature } from './textParts';

/**
 * Staff's reply to a contact message or a quote request, written in the back-office
 * (public.message_replies): the text as typed (it opens with its greeting and ends with its
 * closing), the original quoted as mail programs quote it, then the company's signature.
 */
interface Data {
  /** « Votre message », the subject typed, « Demande d'information : <produit> » or « Votre demande de devis : <projet> ». */
  topic: string;
  reply: string;
  replied_by: string;
  original: { author: string; moment: string; text: string | null };
}

/** Each line of the original behind « > », a blank line as a bare « > ». */
const quoted = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'));

export default mailTemplate<Data>({
  heading: 'Réponse à votre message',
  freeText: true,
  subject: (data) => `Re: ${data.topic}`,
  text: (data, company) =>
    lines(
      data.reply,
      '',
      // Above the signature: the HTML version drops what follows it (it shows the company's footer instead).
      `${data.original.moment[0]?.toUpperCase() ?? ''}${data.original.moment.slice(1)}, ${data.original.author} a écrit :`,
      quoted(data.original.text ?? ''),
      signature(company),
    ),
});
