import type { CustomerStatement } from '../../shared/statement/customerStatement';
import { statementFilename } from '../../shared/statement/customerStatement';
import { sellerBlock, sellerOfSettings } from '../../shared/proForma/sellerBlock';
import { savePdf } from '../../shared/proForma/savePdf';
import { todayIso } from '../../shared/format/dates';
import { Alert } from '../../shared/ui/Alert';
import { useSubmit } from '../../shared/ui/useSubmit';
import { fetchDocumentSettings } from '../../shared/proForma/fetchDocumentSettings';
import { fetchDocumentLogo } from '../../shared/documents/fetchDocumentLogo';
import { documentDownloadTexts } from '../../shared/i18n/documentDownloadTexts';
import { fr } from '../i18n/fr';

const text = fr.statement;

/**
 * « Télécharger le relevé (PDF) »: the statement on screen, with the company's details as they are now,
 * drawn in the browser by the builder the statement mail uses. pdf-lib is loaded on the first click.
 */
export default function StatementDownload({ statement }: { statement: CustomerStatement }) {
  const { busy, outcome: failure, run } = useSubmit();

  async function download() {
    await run(
      async () => {
        const [{ buildStatementPdf }, settings] = await Promise.all([import('../../shared/statement/buildStatementPdf'), fetchDocumentSettings()]);
        const bytes = await buildStatementPdf({
          statement,
          seller: sellerBlock(sellerOfSettings(settings)),
          printedOn: todayIso(),
          logo: await fetchDocumentLogo(settings.logo_path),
        });
        savePdf(bytes, statementFilename(statement));
      },
      () => documentDownloadTexts.failed,
    );
  }

  return (
    <div className="pro-forma-download">
      <button type="button" className="button button--small" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? documentDownloadTexts.preparing : text.download}
      </button>
      {failure ? <Alert>{failure.message}</Alert> : null}
    </div>
  );
}
