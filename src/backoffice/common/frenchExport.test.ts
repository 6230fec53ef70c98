import { describe, expect, it } from 'vitest';
import { appointmentServices, appointmentStatuses } from '../../shared/config/options';
import { frenchRows } from './frenchExport';

describe('a list exported for a spreadsheet', () => {
  it('has French headers, French labels for codes, Oui/Non, and no ids, search text or embedded records', () => {
    const rows = frenchRows(
      'appointments',
      [{ id: 'a1', full_name: 'Awa Traoré', service: 'network-setup', date: '2026-12-01', time: '09:00:00', status: 'pending', notes: null, search_text: 'awa traore', profiles: { full_name: 'x' } }],
      { options: { service: appointmentServices, status: appointmentStatuses } },
    );
    expect(rows).toEqual([{ Client: 'Awa Traoré', Service: 'Installation réseau', Date: '2026-12-01', Heure: '09:00:00', Statut: 'En attente', Notes: '' }]);
    expect(frenchRows('contact_messages', [{ read: true, subject: 'Devis' }], {})).toEqual([{ Lu: 'Oui', Objet: 'Devis' }]);
  });
});
