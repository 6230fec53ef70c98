import { HttpError } from 'react-admin';
import type { AcceptanceChannel } from '../../shared/config/options';
import type { Supabase } from '../../shared/supabase/client';
import { toFrenchError } from './frenchErrors';

/** The bucket the signed quotes go to (private: staff only, migration 20261207040000). */
const signedQuotesBucket = 'signed-quotes';

/** An acceptance the customer gave off line, as staff record it (public.record_quote_acceptance). */
export interface QuoteAcceptance {
  quoteId: string;
  signerName: string;
  /** The day the customer accepted, YYYY-MM-DD. */
  acceptedOn: string;
  via: Exclude<AcceptanceChannel, 'online'>;
  /** The signed quote or the customer's e-mail, as a PDF or an image. */
  document?: File | null;
}

export interface QuoteAcceptanceMethods {
  recordQuoteAcceptance: (acceptance: QuoteAcceptance) => Promise<{ number: string }>;
  /** A short-lived address of a stored signed document (« bucket/path »), for staff to open it. */
  signedDocumentUrl: (storedPath: string) => Promise<string>;
}

const extensionOf = (file: File) => (/\.([A-Za-z0-9]{1,5})$/.exec(file.name)?.[1] ?? 'pdf').toLowerCase();

export function quoteAcceptanceMethods(client: Supabase): QuoteAcceptanceMethods {
  return {
    async recordQuoteAcceptance({ quoteId, signerName, acceptedOn, via, document }) {
      let documentPath: string | undefined;
      if (document) {
        // Under the quote's id, a name no one else uses: a second upload never replaces the first.
        const path = `${quoteId}/${crypto.randomUUID()}.${extensionOf(document)}`;
        const { error } = await client.storage.from(signedQuotesBucket).upload(path, document, { contentType: document.type || 'application/octet-stream' });
        if (error) {
          const status = Number((error as { statusCode?: string }).statusCode ?? 400);
          // Too large says so; anything else the server refuses is a file that is not a PDF or an image.
          throw status === 413 ? toFrenchError({ status, body: {} }) : new HttpError('backoffice.offer.document_invalid', status);
        }
        documentPath = `${signedQuotesBucket}/${path}`;
      }
      const { data, error, status } = await client.rpc('record_quote_acceptance', {
        quote_id: quoteId,
        signer_name: signerName.trim(),
        accepted_on: acceptedOn,
        via,
        document_path: documentPath,
      });
      if (error) throw toFrenchError({ status, body: error });
      return data as { number: string };
    },
    async signedDocumentUrl(storedPath) {
      const path = storedPath.slice(`${signedQuotesBucket}/`.length);
      const { data, error } = await client.storage.from(signedQuotesBucket).download(path);
      if (error) throw toFrenchError({ status: 404, body: { message: error.message } });
      return URL.createObjectURL(data);
    },
  };
}
