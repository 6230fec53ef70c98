import { render } from '@react-email/render';
import type { Queryable } from '../../db/types';
import type { ClaimedMail } from '../outboxQueries';
import { MailLayout, type MailCompany } from './MailLayout';
import { mailBlocks } from './mailBlocks';
import { templateOf } from './mailTemplates';

const fallbackCompany: MailCompany = {
  company_name: 'Ouaga IT Services',
  address: '',
  city: '',
  country: '',
  phone_main: '',
  email_general: '',
};

async function loadCompany(db: Queryable): Promise<MailCompany> {
  const found = await db.query<MailCompany>(
    'select company_name, address, city, country, phone_main, email_general from public.site_settings where id = 1',
  );
  return found.rows[0] ?? fallbackCompany;
}

/**
 * The HTML version of a mail ready to leave (tokens, links and codes already in its text), in the
 * company's colours with its current details, from the template of the mail's kind.
 */
export async function renderMailHtml(db: Queryable, siteUrl: string, mail: ClaimedMail): Promise<string> {
  const template = templateOf(mail.kind, mail.subject);
  const isButtonLink = (url: string) => template.anyLinkIsButton === true || url.startsWith(`${siteUrl}/`);
  const blocks = mailBlocks(mail.body_text, isButtonLink);
  const preview = blocks.find((block) => block.type === 'paragraph' && block.lines[0] !== 'Bonjour,' && !block.lines[0].startsWith('Bonjour '));
  return render(
    <MailLayout
      company={await loadCompany(db)}
      heading={template.heading}
      preview={preview?.type === 'paragraph' ? preview.lines.join(' ') : mail.subject}
      blocks={blocks}
      buttonLabel={template.buttonLabel}
      hasInvite={mail.icalEvent !== undefined}
    />,
  );
}
