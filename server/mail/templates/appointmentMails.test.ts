import { describe, expect, it } from 'vitest';
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

function queued(kind: string, data: Record<string, unknown>): QueuedMail {
  return {
    id: 1, kind, recipient: 'awa@example.bf', data, attempts: 0,
    appointment_id: 'a1', reply_to: null, order_id: null, quote_id: null, invoice_id: null, credit_note_id: null,
  };
}

const links = { siteUrl: 'https://ouaga-it.example', appointmentToken: 'jeton-de-gestion' };
const slot = { slot: '07/12/2026 à 09h00', service: 'Support informatique' };

describe('appointment mails', () => {
  it('the reminder greets by name like the confirmation, with the slot as the site writes it', () => {
    const reminder = composeMail(queued('appointment_reminder', { ...slot, name: 'Awa Traoré' }), company, links);
    const confirmed = composeMail(queued('appointment_confirmed', { ...slot, name: 'Awa Traoré', status: 'Confirmé' }), company, links);
    expect(reminder.body_text?.split('\n')[0]).toBe('Bonjour Awa Traoré,');
    expect(confirmed.body_text?.split('\n')[0]).toBe('Bonjour Awa Traoré,');
    expect(reminder.subject).toBe('Rappel : votre rendez-vous du 07/12/2026 à 09h00');
    expect(reminder.body_text).toContain('Nous vous rappelons votre rendez-vous du 07/12/2026 à 09h00.');
  });

  it('writes the « Gérer mon rendez-vous » link from the token minted for it, and leaves the line out without one', () => {
    const reminder = composeMail(queued('appointment_reminder', { ...slot, name: 'Awa Traoré' }), company, links);
    expect(reminder.body_text).toContain('Gérer mon rendez-vous (annuler ou déplacer) : https://ouaga-it.example/appointment/manage/jeton-de-gestion\n');
    const over = composeMail(queued('appointment_confirmed', { ...slot, status: 'Confirmé' }), company, { siteUrl: links.siteUrl });
    expect(over.body_text).not.toContain('Gérer mon rendez-vous');
    expect(over.body_text).toContain('Service : Support informatique\n\n\n--');
  });

  it('the confirmation of an intervention booked from a support request says where it happens', () => {
    const onSite = composeMail(queued('appointment_confirmed', { ...slot, name: 'Awa Traoré', status: 'Confirmé', place: 'on_site', place_address: 'Ouaga 2000, villa 12' }), company, links);
    expect(onSite.body_text).toContain('Votre intervention du 07/12/2026 à 09h00 est confirmée : notre technicien se rendra à l’adresse ci-dessous.');
    expect(onSite.body_text).toContain('Service : Support informatique\nLieu : Sur site, Ouaga 2000, villa 12\n');
    const inShop = composeMail(queued('appointment_confirmed', { ...slot, status: 'Confirmé', place: 'shop', place_address: null }), company, links);
    expect(inShop.body_text).toContain('Nous vous attendons à notre atelier.');
    expect(inShop.body_text).toContain('Lieu : À notre atelier\n');
  });

  it('the reminder and the move of an intervention say where it happens too; an ordinary appointment has no « Lieu »', () => {
    const place = { place: 'on_site', place_address: 'Ouaga 2000, villa 12' };
    const reminder = composeMail(queued('appointment_reminder', { ...slot, name: 'Awa Traoré', ...place }), company, links);
    expect(reminder.body_text).toContain('Service : Support informatique\nLieu : Sur site, Ouaga 2000, villa 12\n');
    const moved = composeMail(queued('appointment_moved', { ...slot, old_slot: '06/12/2026 à 10h00', by_customer: false, pending: false, place: 'shop' }), company, links);
    expect(moved.body_text).toContain('Service : Support informatique\nLieu : À notre atelier\n');
    const ordinary = composeMail(queued('appointment_reminder', { ...slot, name: 'Awa Traoré', place: null, place_address: null }), company, links);
    expect(ordinary.body_text).not.toContain('Lieu');
  });

  it('the reminder says a plain « Bonjour, » when the data carries no name', () => {
    const reminder = composeMail(queued('appointment_reminder', { ...slot, name: null }), company, links);
    expect(reminder.body_text?.split('\n')[0]).toBe('Bonjour,');
  });
});
