import type { ServerConfig } from '../config';
import type { Database } from '../db/types';
import { createMailDelivery } from './delivery';
import type { LogoReader } from './documentLogo';
import { claimDueMails, expireOverdueMails, expireOverdueQuotes, markFailed, markSent, pruneFinishedMails, queueDueReminders } from './outboxQueries';
import { isPermanentFailure } from './permanentFailure';
import { renderMailHtml } from './html/renderMailHtml';
import { loadMailCompany } from './mailCompany';
import { MissingTemplateError } from './templates/composeMail';
import { prepareMail, withdrawMail } from './prepareMail';
import { createSmsDelivery } from '../sms/smsDelivery';
import { isTextMessage, sendTextMessage } from '../sms/sendTextMessage';

/**
 * What the worker needs: the bundled server passes its context and its Storage's logo reader; in front
 * of a hosted project (hostedProduct.ts), the project's database and its Storage over HTTP.
 */
export interface OutboxContext {
  config: ServerConfig;
  db: Database;
  /** Keys the hash of the codes the bundled GoTrue checks (prepareMail.ts). */
  jwtSecret: string;
  readLogo: LogoReader;
}

export interface MailWorker {
  /** Sends whatever is due now (tests call it instead of waiting for the timer). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

const pollIntervalMs = 5_000;
const batchSize = 20;
/** Batches per run: a long backlog is worked through over several ticks, not in one burst. */
const maxBatchesPerRun = 10;
/** Old finished rows are deleted at the first run, then at most this often. */
const pruneIntervalMs = 3_600_000;

/**
 * Sends the notifications outbox: every few seconds (and on flush) claims the due rows,
 * delivers each, marks it sent only after delivery succeeded, or records the error and
 * schedules a retry with exponential backoff; gives a mail up ('failed') on a permanent refusal or
 * after too many attempts, never sends one past its expiry, and deletes finished rows after the
 * retention period; queues the appointment reminders that fall due. Text messages (SMS, WhatsApp) are rows of
 * the same outbox, claimed with the mails and sent by server/sms (GoTrue's Send SMS hook, or DATA_DIR/sms). Runs never overlap within a process.
 * Each of these statements may run at the same time in another process or from pg_cron (a job on a
 * hosted project): expiry and purge are SQL functions that update and delete what is due (private.expire_overdue_mails,
 * private.purge_finished_mails, also scheduled by pg_cron where installed), reminders are claimed with skip locked
 * and recorded once per appointment (outboxQueries.ts), so running them twice does nothing twice.
 */
export function startMailWorker(ctx: OutboxContext): MailWorker {
  const log = (line: string) => {
    if (ctx.config.logLevel !== 'silent') console.info(line);
  };
  const delivery = createMailDelivery(ctx.config, log);
  const smsDelivery = createSmsDelivery(ctx.config, log);
  const sendStep = ctx;
  let stopped = false;
  let prunedAt = 0;

  async function sendDueMails(): Promise<void> {
    if (Date.now() - prunedAt >= pruneIntervalMs) {
      await pruneFinishedMails(ctx.db);
      // A quote's validity ends with a day, so as often as the purge is often enough.
      await expireOverdueQuotes(ctx.db);
      prunedAt = Date.now();
    }
    await expireOverdueMails(ctx.db);
    await queueDueReminders(ctx.db);
    for (let batch = 0; batch < maxBatchesPerRun && !stopped; batch += 1) {
      const mails = await claimDueMails(ctx.db, batchSize);
      if (mails.length === 0) return;
      // Once per batch, not per mail. Unreadable (database gone), the run stops here: the claimed mails
      // come back when their lease ends, without an attempt counted against them.
      const company = await loadMailCompany(ctx.db);
      for (const mail of mails) {
        // SMS and WhatsApp messages share the outbox and its rules, not the mail's writing and sending.
        if (isTextMessage(mail)) {
          await sendTextMessage(sendStep, smsDelivery, mail, company, log);
          continue;
        }
        let prepared;
        try {
          // Its tokens minted, then written from its kind's template, then its invite and attachments added.
          prepared = await prepareMail(sendStep, mail, company);
          if (prepared) await delivery.deliver({ ...prepared, body_html: await renderMailHtml(company, ctx.config.siteUrl, prepared) });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const permanent = error instanceof MissingTemplateError || isPermanentFailure(error);
          await markFailed(ctx.db, mail.id, reason, permanent);
          log(`[mail] échec d'envoi à ${mail.recipient} (tentative ${mail.attempts + 1}${permanent ? ', définitif' : ''}) : ${reason}`);
          continue;
        }
        await (prepared ? markSent(ctx.db, mail.id, prepared.subject) : withdrawMail(ctx.db, mail.id));
      }
      if (mails.length < batchSize) return;
    }
  }

  let running: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    running = running.catch(() => undefined).then(sendDueMails);
    return running;
  };

  const timer = setInterval(() => {
    flush().catch((error: unknown) => {
      if (!stopped) log(`[mail] file d'envoi indisponible : ${error instanceof Error ? error.message : String(error)}`);
    });
  }, pollIntervalMs);
  timer.unref();

  return {
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running.catch(() => undefined);
      delivery.close();
    },
  };
}
