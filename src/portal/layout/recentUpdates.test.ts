import { describe, expect, it } from 'vitest';
import type { AppointmentRow, OrderRow, QuoteRow } from '../data/rows';
import { recentUpdates } from './recentUpdates';

const quote = (id: string, answeredAt: string | null) =>
  ({ id, project_type: 'website-development', answered_at: answeredAt, created_at: '2026-11-01T08:00:00Z' }) as QuoteRow;
const appointment = (id: string, status: AppointmentRow['status'], updatedAt: string) =>
  ({ id, service: 'training', date: '2026-11-23', time: '09:00:00', status, updated_at: updatedAt }) as AppointmentRow;
const order = (id: string, status: OrderRow['status'], updatedAt: string) => ({ id, number: 1024, status, updated_at: updatedAt }) as OrderRow;

describe('the notifications of the top bar', () => {
  it('lists what the company did, newest first, in French', () => {
    const updates = recentUpdates(
      [order('o1', 'delivered', '2026-11-20T10:00:00Z'), order('o2', 'pending', '2026-11-21T10:00:00Z')],
      [appointment('a1', 'confirmed', '2026-11-19T10:00:00Z'), appointment('a2', 'pending', '2026-11-22T10:00:00Z')],
      [quote('q1', '2026-11-21T09:00:00Z'), quote('q2', null)],
    );
    expect(updates.map((update) => update.text)).toEqual([
      'Votre demande de devis « Création de site web » a reçu une réponse.',
      'Commande n° 1024 : livrée.',
      'Rendez-vous « Formation » du lundi 23 novembre 2026 : confirmé.',
    ]);
  });

  it('has nothing to say while every request is still waiting', () => {
    expect(recentUpdates([order('o', 'pending', '2026-11-20T10:00:00Z')], [appointment('a', 'pending', '2026-11-20T10:00:00Z')], [quote('q', null)])).toEqual([]);
  });
});
