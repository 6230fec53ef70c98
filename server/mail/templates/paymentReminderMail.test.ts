import { describe, expect, it } from 'vitest';
import { renderMailHtml } from '../html/renderMailHtml';
import type { QueuedMail } from '../writtenMail';
import { composeMail } from './composeMail';
import { lateness } from './payment_reminder';

const company = {
  company_name: 'Ouaga IT Services',
  address: 'Zone du bois, Secteur 8',
  city: 'Ouagadougou',
  country: 'Burkina Faso',
  phone_main: '+226 25 00 00 00',
  email_general: 'contact@example.bf',
};
const links = { siteUrl: 'https://ouaga-it.example' };

function queued(data: Record<string, unknown>): QueuedMail {
  return {
    id: 1, kind: 'payment_reminder', recipient: 'awa@example.bf', data, attempts: 0,
    appointment_id: null, reply_to: null, order_id: null, quote_id: null, invoice_id: null, credit_note_id: null,
  };
}

const late = { number: 'FAC-2026-0007', due_date: '01/12/2026', days_late: 7, balance_due: '118 000 FCFA' };
const ahead = { number: 'FAC-2026-0012', due_date: '10/12/2026', days_late: -3, balance_due: '59 000 FCFA' };

describe('the payment reminder mail', () => {
  it('reminds one invoice: its number, due date, days late, balance and « Payer » link in the subject and text', async () => {
    const mail = composeMail(queued({ name: 'Awa Traoré', invoices: [late], total_due: '118 000 FCFA', guest: false }), company, links);
    expect(mail.subject).toBe('Rappel : facture FAC-2026-0007, 118 000 FCFA à régler');
    expect(mail.body_text).toContain('Bonjour Awa Traoré,');
    expect(mail.body_text).toContain('la facture suivante reste à régler');
    expect(mail.body_text).toContain('Facture n° FAC-2026-0007, échéance le 01/12/2026 (en retard de 7 jours)\nReste à payer : 118 000 FCFA');
    expect(mail.body_text).toContain('Payer : https://ouaga-it.example/dashboard/invoices/FAC-2026-0007');
    expect(mail.body_text).not.toContain('Total restant dû');
    const html = await renderMailHtml(company, 'https://ouaga-it.example', mail);
    expect(html).toContain('href="https://ouaga-it.example/dashboard/invoices/FAC-2026-0007"');
    expect(html).toContain('>Payer<');
  });

  it('lists every invoice of the customer, each with its link, and their total', () => {
    const mail = composeMail(queued({ name: 'Awa Traoré', invoices: [late, ahead], total_due: '177 000 FCFA', guest: false }), company, links);
    expect(mail.subject).toBe('Rappel : 2 factures, 177 000 FCFA à régler');
    expect(mail.body_text).toContain('les factures suivantes restent à régler');
    expect(mail.body_text).toContain('Facture n° FAC-2026-0012, échéance le 10/12/2026 (à régler dans 3 jours)');
    expect(mail.body_text).toContain('Payer : https://ouaga-it.example/dashboard/invoices/FAC-2026-0012');
    expect(mail.body_text).toContain('Total restant dû : 177 000 FCFA');
  });

  it('says how late in words', () => {
    expect(lateness(1)).toBe('en retard de 1 jour');
    expect(lateness(15)).toBe('en retard de 15 jours');
    expect(lateness(0)).toBe("à régler aujourd'hui");
    expect(lateness(-1)).toBe('à régler dans 1 jour');
  });
});
