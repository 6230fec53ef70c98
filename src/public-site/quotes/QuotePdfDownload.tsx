import { fetchDocumentLogo } from '../../shared/documents/fetchDocumentLogo';
import { fetchDocumentSettings } from '../../shared/proForma/fetchDocumentSettings';
import { documentOfQuote } from '../../shared/proForma/quoteDocument';
import { savePdf } from '../../shared/proForma/savePdf';
import { Alert } from '../../shared/ui/Alert';
import { useSubmit } from '../../shared/ui/useSubmit';
import { quoteViewText as text } from '../i18n/fr/quoteView';
import { quoteDocumentByToken } from './quoteViewQueries';

/**
 * « Télécharger le devis (PDF) » on the e-mail link's page: the quote read by its token when pressed,
 * drawn in the browser by the builder the mails use (loaded on the first press only), « DEVIS ACCEPTÉ »
 * with who, when and how once accepted.
 */
export function QuotePdfDownload({ token, number }: { token: string; number: string }) {
  const { busy, outcome: failure, run } = useSubmit();

  async function download() {
    await run(
      async () => {
        const [quote, settings, { buildProFormaPdf }] = await Promise.all([
          quoteDocumentByToken(token),
          fetchDocumentSettings(),
          import('../../shared/proForma/buildProFormaPdf'),
        ]);
        const document = documentOfQuote(quote, settings, await fetchDocumentLogo(settings.logo_path));
        savePdf(await buildProFormaPdf(document), `devis-${number}.pdf`);
      },
      () => text.downloadFailed,
    );
  }

  return (
    <div className="pro-forma-download">
      <button type="button" className="button button--outline button--small" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? text.preparing : text.download}
      </button>
      {failure ? <Alert>{failure.message}</Alert> : null}
    </div>
  );
}
