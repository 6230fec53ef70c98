import { describe, expect, it } from 'vitest';
import type { DocumentSettings } from '../../shared/proForma/sellerBlock';
import type { QuoteRow } from '../data/rows';
import { offerOf } from './quoteOffer';

const settings = { company_name: 'Ouaga IT Services', legal_name: 'Ouaga IT Services SARL', ifu: '00012345X', rccm: 'BF-OUA' } as DocumentSettings;

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const sent: QuoteRow = {
  id: 'q1', name: 'Awa Traoré', email: 'awa@example.bf', phone: '+226 70 00 00 00', company: 'Faso Négoce', project_type: 'network-infrastructure',
  budget: null, timeline: null, services: ['network-setup'], message: null, request_status: 'pending', answer_amount: null, answer_message: null,
  answered_at: null, created_at: '2026-11-20T08:00:00Z', stage: 'sent', offer_status: 'sent', number: 'DEV-2026-0004', sent_at: '2026-11-21T09:00:00Z',
  valid_until: dayFromNow(10), notes: null, tax_rate: 18, total_ht: 100_000, total_tva: 18_000, total_ttc: 118_000, accepted_at: null,
  accepted_by_name: null,
  accepted_via: null,
  started_by_office: false, declined_at: null,
  quote_lines: [{ position: 0, description: 'Installation', quantity: 1, unit_price: 100_000, discount_percent: 0, net_unit_price: 100_000, line_total: 100_000 }],
};

describe('the offer of a quote request, as the portal shows it', () => {
  it('is the sent quote as its document shows it, answerable while valid', () => {
    expect(offerOf(sent, settings)).toMatchObject({
      number: 'DEV-2026-0004', customer_name: 'Awa Traoré', customer_company: 'Faso Négoce', total_ttc: 118_000, can_answer: true,
      lines: sent.quote_lines, seller: settings,
    });
  });

  it('cannot be answered past its validity, nor once answered', () => {
    expect(offerOf({ ...sent, valid_until: dayFromNow(-1) }, settings)?.can_answer).toBe(false);
    expect(offerOf({ ...sent, valid_until: dayFromNow(0) }, settings)?.can_answer).toBe(true);
    expect(offerOf({ ...sent, offer_status: 'accepted', accepted_by_name: 'Awa Traoré' }, settings)?.can_answer).toBe(false);
  });

  it('is nothing while staff are still preparing it', () => {
    expect(offerOf({ ...sent, offer_status: 'draft', number: null, sent_at: null, valid_until: null, quote_lines: [] }, settings)).toBeNull();
  });
});
