import { describe, expect, it } from 'vitest';
import { renderMailHtml } from '../html/renderMailHtml';
import type { QueuedMail } from '../writtenMail';
import { composeMail } from './composeMail';

const company = {
  company_name: 'Ouaga IT Services',
  address: 'Zone du bois, Secteur 8',
  city: 'Ouagadougou',
  country: 'Burkina Faso',
  phone_main: '+226 25 00 00 00',
  email_general: 'contact@example.bf',
};

const links = { siteUrl: 'https://ouaga-it.example' };
const amounts = { total_ht: '999 999 FCFA', total_tva: '180 000 FCFA', total_ttc: '1 179 999 FCFA', tax_rate: '18' };

function queued(kind: string, data: Record<string, unknown>, links: Partial<QueuedMail> = {}): QueuedMail {
  return {
    id: 1, kind, recipient: 'awa@example.bf', data, attempts: 0,
    appointment_id: null, reply_to: null, order_id: null, quote_id: null, invoice_id: null, credit_note_id: null, ...links,
  };
}

describe('invoice and credit note mails', () => {
  it('links an invoice mail to the invoice page of its token, for a guest as for an account holder', async () => {
    const data = { name: 'Awa Traoré', number: 'FAC-2026-0007', issued_on: '27/11/2026', due_date: '27/12/2026', ...amounts };
    const mail = composeMail(queued('invoice_issued', data, { invoice_id: 'i1' }), company, { ...links, invoiceToken: 'jeton_de_facture_0123456789' });
    expect(mail.body_text).toContain('Voir ma facture : https://ouaga-it.example/invoice/view/jeton_de_facture_0123456789');
    expect(mail.body_text).not.toContain('/dashboard/');
    const html = await renderMailHtml(company, 'https://ouaga-it.example', mail);
    expect(html).toContain('href="https://ouaga-it.example/invoice/view/jeton_de_facture_0123456789"');
    const note = composeMail(
      queued('credit_note_issued', { ...data, number: 'AV-2026-0002', invoice_number: 'FAC-2026-0007', reason: 'Retour' }, { invoice_id: 'i1', credit_note_id: 'c1' }),
      company,
      { ...links, invoiceToken: 'jeton_de_facture_0123456789' },
    );
    expect(note.body_text).toContain('Voir ma facture : https://ouaga-it.example/invoice/view/jeton_de_facture_0123456789');
    const receipt = composeMail(
      queued('payment_receipt', { name: 'Awa', invoice_number: 'FAC-2026-0007', amount: '1 000 FCFA', method: 'orange_money', reference: null, paid_on: '28/11/2026', balance_due: '0 FCFA' }, { invoice_id: 'i1' }),
      company,
      { ...links, invoiceToken: 'jeton_de_facture_0123456789' },
    );
    expect(receipt.body_text).toContain('Voir ma facture : https://ouaga-it.example/invoice/view/jeton_de_facture_0123456789');
  });

  it('announces an invoice: number, dates, HT, TVA and TTC, and the portal link when no token could be minted', async () => {
    const mail = composeMail(
      queued('invoice_issued', { name: 'Awa Traoré', number: 'FAC-2026-0007', issued_on: '27/11/2026', due_date: '27/12/2026', ...amounts }, { invoice_id: 'i1' }),
      company,
      links,
    );
    expect(mail.subject).toBe('Votre facture FAC-2026-0007 : 1 179 999 FCFA TTC');
    expect(mail.body_text).toContain('Bonjour Awa Traoré,');
    expect(mail.body_text).toContain('notre facture n° FAC-2026-0007 du 27/11/2026, à régler au plus tard le 27/12/2026.');
    expect(mail.body_text).toContain('Total HT : 999 999 FCFA\nTVA (18 %) : 180 000 FCFA\nTotal TTC : 1 179 999 FCFA');
    expect(mail.body_text).toContain('Voir ma facture : https://ouaga-it.example/dashboard/invoices/FAC-2026-0007');
    const html = await renderMailHtml(company, 'https://ouaga-it.example', mail);
    expect(html).toContain('href="https://ouaga-it.example/dashboard/invoices/FAC-2026-0007"');
    expect(html).toContain('Voir ma facture');
  });

  it('announces a credit note with the invoice it cancels and its reason', () => {
    const mail = composeMail(
      queued(
        'credit_note_issued',
        { name: 'Awa Traoré', number: 'AV-2026-0002', invoice_number: 'FAC-2026-0007', issued_on: '28/11/2026', reason: 'Serveur retourné', ...amounts },
        { invoice_id: 'i1', credit_note_id: 'c1' },
      ),
      company,
      links,
    );
    expect(mail.subject).toBe('Avoir AV-2026-0002 sur votre facture FAC-2026-0007 : 1 179 999 FCFA TTC');
    expect(mail.body_text).toContain('notre avoir n° AV-2026-0002 du 28/11/2026, qui annule tout ou partie de la facture n° FAC-2026-0007.');
    expect(mail.body_text).toContain('Motif : Serveur retourné');
    expect(mail.body_text).toContain('Total TTC : 1 179 999 FCFA');
    expect(mail.body_text).toContain('https://ouaga-it.example/dashboard/invoices/FAC-2026-0007');
  });
});
