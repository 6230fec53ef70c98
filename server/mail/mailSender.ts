import type { ServerConfig } from '../config';
import { createMailDelivery } from './delivery';
import type { MailCompany } from './html/MailLayout';
import { renderMailHtml } from './html/renderMailHtml';
import type { ClaimedMail } from './writtenMail';

/** Sends a written mail: its HTML rendered around the text, then delivered (SMTP, or DATA_DIR/mail). */
export interface MailSender {
  /** Resolves once the mail is accepted; throws what the delivery threw (permanentFailure.ts tells which ones are final). */
  send(mail: ClaimedMail, company: MailCompany | undefined): Promise<void>;
  close(): void;
}

/** The one way a mail leaves: the outbox's mail consumer and, with no outbox, the Send Email hook's direct sending. */
export function createMailSender(config: ServerConfig, log: (line: string) => void): MailSender {
  const delivery = createMailDelivery(config, log);
  return {
    async send(mail, company) {
      await delivery.deliver({ ...mail, body_html: await renderMailHtml(company, config.siteUrl, mail) });
    },
    close: () => delivery.close(),
  };
}
