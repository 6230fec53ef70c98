import { render } from '@react-email/render';
import type { ClaimedMail } from '../writtenMail';
import { templateOf } from '../templates/composeMail';
import { MailLayout, type MailCompany } from './MailLayout';
import { mailBlocks } from './mailBlocks';

const fallbackCompany: MailCompany = {
  company_name: 'Ouaga IT Services',
  address: '',
  city: '',
  country: '',
  phone_main: '',
  email_general: '',
};

/**
 * The HTML version of a mail ready to leave (tokens, links and codes already in its text), in the
 * company's colours with its current details, with the heading and button of its kind's template.
 */
export async function renderMailHtml(company: MailCompany | undefined, siteUrl: string, mail: ClaimedMail): Promise<string> {
  const template = templateOf(mail.kind);
  const isButtonLink = (url: string) => template.anyLinkIsButton === true || url.startsWith(`${siteUrl}/`);
  const blocks = mailBlocks(mail.body_text, isButtonLink, template.freeText === true);
  const preview = blocks.find((block) => block.type === 'paragraph' && block.lines[0] !== 'Bonjour,' && !block.lines[0].startsWith('Bonjour '));
  return render(
    <MailLayout
      company={company ?? fallbackCompany}
      heading={template.heading}
      preview={preview?.type === 'paragraph' ? preview.lines.join(' ') : mail.subject}
      blocks={blocks}
      buttonLabel={template.buttonLabel}
      hasInvite={mail.icalEvent !== undefined}
    />,
  );
}
