import { describe, expect, it } from 'vitest';
import { validateAppointmentForm } from './appointmentForm';
import { validateDeliveryForm } from './deliveryForm';
import { validateMessageForm } from './messageForm';
import { validateQuoteForm } from './quoteForm';

const message = { name: 'Awa Ouédraogo', email: 'awa@example.com', phone: '', subject: '', message: 'Bonjour' };
const appointment = { service: 'it-support', fullName: 'Awa', email: 'awa@example.com', phone: '', date: '2026-11-23', time: '09:00', notes: '' };
const quote = { name: 'Awa', email: 'awa@example.com', phone: '70 00 00 00', company: '', projectType: 'other', budget: '', timeline: '', message: '', services: ['maintenance'], ifu: '', rccm: '', department: '', purchase_order_ref: '', items: [] };

describe('message form (contact and information request)', () => {
  it('accepts a complete message with no phone', () => {
    expect(validateMessageForm(message)).toEqual({});
  });
  it('names each missing field in French', () => {
    expect(validateMessageForm({ ...message, name: ' ', email: '', message: '' })).toEqual({
      name: 'Le nom est requis',
      email: "L'adresse e-mail est requise",
      message: 'Le message est requis',
    });
  });
  it('refuses a malformed e-mail', () => {
    for (const email of ['awa', 'awa@', 'awa@example', 'a wa@example.com']) {
      expect(validateMessageForm({ ...message, email }).email).toBe("L'adresse e-mail n'est pas valide");
    }
  });
});

describe('appointment form', () => {
  const today = '2026-11-22';
  it('accepts a weekday from today on', () => {
    expect(validateAppointmentForm(appointment, today)).toEqual({});
  });
  it('requires service, trimmed full name, date and time', () => {
    expect(validateAppointmentForm({ ...appointment, service: '', fullName: '   ', date: '', time: '' }, today)).toEqual({
      service: 'Veuillez sélectionner un service',
      fullName: 'Le nom complet est requis',
      date: 'La date est requise',
      time: "L'heure est requise",
    });
  });
  it('refuses a past day and a Sunday', () => {
    expect(validateAppointmentForm({ ...appointment, date: '2026-11-20' }, today).date).toBe('La date ne peut pas être dans le passé');
    expect(validateAppointmentForm({ ...appointment, date: '2026-11-29' }, today).date).toBe('Fermé le dimanche');
  });
  it('refuses a day past the booking horizon, up to which days are accepted', () => {
    expect(validateAppointmentForm({ ...appointment, date: '2027-05-22' }, today, '2027-05-21').date).toBe('Cette date est trop lointaine : choisissez une date plus proche');
    expect(validateAppointmentForm({ ...appointment, date: '2027-05-21' }, today, '2027-05-21').date).toBeUndefined();
  });
});

describe('quote form', () => {
  it('accepts name, e-mail, phone, project type and one service', () => {
    expect(validateQuoteForm(quote)).toEqual({});
  });
  it('requires the phone, the project type and at least one service', () => {
    expect(validateQuoteForm({ ...quote, phone: '', projectType: '', services: [] })).toEqual({
      phone: 'Le numéro de téléphone est requis',
      projectType: 'Le type de projet est requis',
      services: 'Veuillez sélectionner au moins un service',
    });
  });  it('accepts an IFU typed with spaces or in lower case, refuses one of another shape', () => {
    expect(validateQuoteForm({ ...quote, ifu: '0001 2345 a' })).toEqual({});
    expect(validateQuoteForm({ ...quote, ifu: '1234' }).ifu).toBe('L’IFU compte 8 chiffres suivis d’une lettre (par exemple 00012345A).');
  });
});

describe('delivery form', () => {
  it('requires name, phone and address', () => {
    const empty = { name: '', email: '', phone: '', address: '', notes: '', payment_method: 'on_delivery' as const };
    expect(Object.keys(validateDeliveryForm(empty))).toEqual(['name', 'phone', 'address']);
    expect(validateDeliveryForm({ ...empty, name: 'Awa', phone: '70', address: 'Secteur 8' })).toEqual({});
  });

  it('asks a guest for a valid e-mail address, and only a guest', () => {
    const filled = { name: 'Awa', email: 'awa@', phone: '70', address: 'Secteur 8', notes: '', payment_method: 'on_delivery' as const };
    expect(validateDeliveryForm(filled, { guest: true })).toEqual({ email: "L'adresse e-mail n'est pas valide" });
    expect(validateDeliveryForm(filled)).toEqual({});
  });
});
