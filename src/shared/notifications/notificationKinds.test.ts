import { describe, expect, it } from 'vitest';
import { notificationKindLabel, notificationKinds } from './notificationKinds';

describe('notification kinds', () => {
  it('names each kind in French, once, and a text kind by its channel', () => {
    const labels = Object.values(notificationKinds).map((kind) => kind.label);
    for (const label of labels) expect(label).not.toMatch(/_/);
    expect(new Set(labels).size).toBe(labels.length);
    for (const [kind, { channel, label }] of Object.entries(notificationKinds)) {
      expect(kind.startsWith('sms_'), kind).toBe(channel === 'text');
      if (channel === 'text') expect(label).toMatch(/^SMS : /);
    }
  });

  it('shows an unknown kind (added by a later build) as itself', () => {
    expect(notificationKindLabel('payment_receipt')).toBe('Paiement : reçu (client)');
    expect(notificationKindLabel('kind_of_tomorrow')).toBe('kind_of_tomorrow');
    expect(notificationKindLabel('toString')).toBe('toString');
  });
});
