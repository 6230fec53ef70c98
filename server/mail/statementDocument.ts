import { type DocumentSettings, documentSettingsColumns, sellerBlock, sellerOfSettings } from '../../src/shared/proForma/sellerBlock';
import { buildStatementPdf } from '../../src/shared/statement/buildStatementPdf';
import { type CustomerStatement, statementFilename } from '../../src/shared/statement/customerStatement';
import type { Queryable } from '../db/types';
import type { LogoReader } from './logoReader';
import type { MailAttachment, StatementRequest } from './writtenMail';

/**
 * The « Relevé de compte » a customer_statement mail carries, computed by public.customer_statement
 * when the mail leaves (the outbox holds no PDF), with the seller's details as they are now.
 */
export async function statementAttachment(db: Queryable, request: StatementRequest, readLogo: LogoReader): Promise<MailAttachment | undefined> {
  const found = await db.query<{ statement: CustomerStatement }>('select public.customer_statement($1, $2, $3) as statement', [
    request.customerId,
    request.periodStart,
    request.periodEnd,
  ]);
  const settings = (await db.query<DocumentSettings>(`select ${documentSettingsColumns} from public.site_settings where id = 1`)).rows[0];
  const statement = found.rows[0]?.statement;
  if (!statement || !settings) return undefined;
  const content = await buildStatementPdf({
    statement,
    seller: sellerBlock(sellerOfSettings(settings)),
    printedOn: new Date().toISOString().slice(0, 10),
    logo: await readLogo(settings.logo_path ?? ''),
  });
  return { filename: statementFilename(statement), content: Buffer.from(content), contentType: 'application/pdf' };
}
