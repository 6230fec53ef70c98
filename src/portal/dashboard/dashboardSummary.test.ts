import { describe, expect, it } from 'vitest';
import type { AppointmentRow, OrderRow, QuoteRow } from '../data/rows';
import { summarize } from './dashboardSummary';

const order = (status: OrderRow['status'], total: number): OrderRow => ({
  id: `${status}-${total}`,
  number: 1000 + total,
  status,
  subtotal: total,
  tax_rate: 18,
  tax: 0,
  shipping: 0,
  total,
  delivery_name: 'Awa Traoré',
  delivery_address: 'Ouaga 2000',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  order_items: [],
});
const appointment = (date: string, status: AppointmentRow['status']): AppointmentRow => ({
  id: `${date}-${status}`,
  service: 'it-support',
  date,
  time: '09:00:00',
  notes: null,
  sequence: 0,
  place: null,
  place_address: null,
  status,
  updated_at: '2026-11-01T10:00:00Z',
});
const quote = (stage: QuoteRow['stage'], requestStatus: QuoteRow['request_status'] = 'pending') => ({ stage, request_status: requestStatus }) as QuoteRow;

describe('the dashboard figures', () => {
  it('counts what was paid on the invoices as spent (not what was ordered), and only quotes waiting on the office or the customer as open', () => {
    // An accepted or converted offer keeps its request's « pending » status: it is not open for all that (issue 46 point 7).
    const quotes = [quote('requested'), quote('accepted'), quote('sent'), quote('converted'), quote('declined', 'declined'), quote('expired')];
    const paid = [{ amount_paid: 2_264_125 }, { amount_paid: 2_264_125 }, { amount_paid: 0 }];
    const summary = summarize([order('delivered', 650000), order('pending', 300000), order('delivered', 275000), order('cancelled', 1)], [], quotes, '2026-11-22', paid);
    expect(summary.orderCount).toBe(4);
    expect(summary.totalSpent).toBe(4_528_250);
    expect(summary.openQuoteCount).toBe(2);
    expect(summary.isNewCustomer).toBe(false);
  });

  it('keeps as upcoming only future or today’s pending and confirmed appointments', () => {
    const summary = summarize(
      [],
      [appointment('2026-11-21', 'confirmed'), appointment('2026-11-22', 'pending'), appointment('2026-11-30', 'confirmed'), appointment('2026-12-01', 'cancelled'), appointment('2026-12-02', 'completed')],
      [],
      '2026-11-22',
    );
    expect(summary.upcomingAppointments.map((row) => row.date)).toEqual(['2026-11-22', '2026-11-30']);
  });

  it('recognises a new customer', () => {
    expect(summarize([], [], [], '2026-11-22').isNewCustomer).toBe(true);
  });
});
