import { describe, expect, it } from 'vitest';
import { documentOfQuote, type SentQuote } from '../proForma/quoteDocument';
import type { DocumentSettings } from '../proForma/sellerBlock';
import { acceptanceDay, acceptanceNote } from './acceptanceNote';

const quote: SentQuote = {
  number: 'DEV-2026-0007', name: 'Awa Ouédraogo', company: null, email: 'awa@example.bf', phone: null,
  sent_at: '2026-12-01', valid_until: '2026-12-31', tax_rate: 18, total_ht: 100_000, total_tva: 18_000, total_ttc: 118_000, notes: null,
  lines: [{ description: 'Audit réseau', quantity: 1, unit_price: 100_000, discount_percent: 0, net_unit_price: 100_000, line_total: 100_000 }],
};
const settings = { company_name: 'Ouaga IT Services' } as DocumentSettings;

describe('the accepted quote says who, when and how (issue 46.6)', () => {
  it('writes the « Bon pour accord » with the parts known', () => {
    expect(acceptanceNote({ signer: 'Moussa Kaboré', acceptedOn: '08/12/2026', via: 'phone' })).toBe('« Bon pour accord » signé par Moussa Kaboré, par téléphone, le 08/12/2026.');
    expect(acceptanceNote({ signer: 'Awa Ouédraogo', acceptedOn: null, via: 'online' })).toBe('« Bon pour accord » signé par Awa Ouédraogo, en ligne.');
    expect(acceptanceDay('2026-12-08T23:30:00Z')).toBe('08/12/2026');
  });

  it('titles an accepted quote « DEVIS ACCEPTÉ » with its acceptance; a sent one stays « DEVIS »', () => {
    const accepted = documentOfQuote({ ...quote, offer_status: 'accepted', accepted_at: '2026-12-08T10:00:00Z', accepted_by_name: 'Awa Ouédraogo', accepted_via: 'paper' }, settings);
    expect(accepted.title).toBe('DEVIS ACCEPTÉ');
    expect(accepted.remarks).toEqual(['« Bon pour accord » signé par Awa Ouédraogo, sur le devis signé, le 08/12/2026.']);
    const sent = documentOfQuote({ ...quote, offer_status: 'sent' }, settings);
    expect(sent.title).toBe('DEVIS');
    expect(sent.remarks).toBeUndefined();
  });
});
