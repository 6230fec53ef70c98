import { documentDownloadTexts as text } from '../i18n/documentDownloadTexts';
import type { ProFormaData } from '../proForma/proFormaData';
import { savePdf } from '../proForma/savePdf';
import { Alert } from '../ui/Alert';
import { useSubmit } from '../ui/useSubmit';

interface DocumentDownloadProps {
  /** The document's data, read when the button is pressed (the logo is fetched then). */
  data: () => ProFormaData | Promise<ProFormaData>;
  filename: string;
  /** « Télécharger la facture pro forma (PDF) » when absent. */
  label?: string;
}

/**
 * « Télécharger … (PDF) »: a pro forma, a quote, an invoice or a credit note, built in the browser
 * from the rows the page already holds with the same builder the mails use. The builder (pdf-lib)
 * is loaded only on the first click, so the page's first load does not carry it. Used by the portal
 * and by the invoice link's page (src/public-site).
 */
export default function DocumentDownload({ data, filename, label }: DocumentDownloadProps) {
  const { busy, outcome: failure, run } = useSubmit();

  async function download() {
    await run(
      async () => {
        const { buildProFormaPdf } = await import('../proForma/buildProFormaPdf');
        savePdf(await buildProFormaPdf(await data()), filename);
      },
      () => text.failed,
    );
  }

  return (
    <div className="pro-forma-download">
      <button type="button" className="button button--outline button--small" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? text.preparing : (label ?? text.download)}
      </button>
      {failure ? <Alert>{failure.message}</Alert> : null}
    </div>
  );
}
