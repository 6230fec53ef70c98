import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { appointmentInvite } from './appointmentInvite';
import { googleCalendarLink, inviteUid } from './slot';

const appointment = { id: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890', service: 'network-setup', date: '2026-12-07', time: '14:30:00', sequence: 3, status: 'confirmed' };
const company = {
  company_name: 'Ouaga IT Services',
  // Commas, a semicolon and accents, long enough to be folded.
  address: 'Zone du bois; Secteur 8, avenue de la Liberté, immeuble « Sahel », 2e étage, porte gauche',
  city: 'Ouagadougou',
  country: 'Burkina Faso',
  email: 'contact@example.bf',
  phone: '+226 25 00 00 00',
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  return { calendar, event, vevent: calendar.getFirstSubcomponent('vevent') };
}

describe('appointmentInvite', () => {
  it('writes an RFC 5545 invitation a parser reads back: UID, the 30-minute slot in Ouagadougou time, SEQUENCE, organizer', () => {
    const text = appointmentInvite(appointment, company, 'REQUEST', 'awa@example.com', new Date('2026-11-25T08:00:00Z'));
    const { calendar, event, vevent } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(inviteUid(appointment.id));
    expect(event.sequence).toBe(3);
    // Africa/Ouagadougou is UTC+0 without summer time: 14:30 there is 14:30 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-07T14:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-07T15:00:00.000Z');
    expect(event.summary).toBe('Rendez-vous Ouaga IT Services : Installation réseau');
    expect(event.location).toBe(`${company.address}, Ouagadougou, Burkina Faso`);
    expect(vevent?.getFirstPropertyValue('organizer')).toBe('mailto:contact@example.bf');
    expect(vevent?.getFirstProperty('organizer')?.getParameter('cn')).toBe('Ouaga IT Services');
    expect(String(vevent?.getFirstPropertyValue('attendee')).toLowerCase()).toBe('mailto:awa@example.com');
  });

  it('folds long lines at 75 octets and escapes commas and semicolons', () => {
    const text = appointmentInvite(appointment, company, 'REQUEST', 'awa@example.com');
    const lines = text.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('LOCATION:Zone du bois\\; Secteur 8\\, avenue');
    expect(text.endsWith('\r\n') || text.endsWith('END:VCALENDAR')).toBe(true);
  });

  it('withdraws the same event with METHOD:CANCEL and STATUS:CANCELLED', () => {
    const { calendar, event, vevent } = parse(appointmentInvite({ ...appointment, sequence: 4 }, company, 'CANCEL', 'awa@example.com'));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe(inviteUid(appointment.id));
    expect(event.sequence).toBe(4);
    expect(vevent?.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('is TENTATIVE while pending, then CONFIRMED by an update of the same UID with a higher SEQUENCE', () => {
    const pending = parse(appointmentInvite({ ...appointment, status: 'pending', sequence: 0 }, company, 'REQUEST', 'awa@example.com'));
    expect(pending.vevent?.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(pending.event.summary).toBe('Rendez-vous Ouaga IT Services : Installation réseau (à confirmer)');
    // Staff confirming raises appointments.sequence (private.track_appointment_changes).
    const confirmed = parse(appointmentInvite({ ...appointment, status: 'confirmed', sequence: 1 }, company, 'REQUEST', 'awa@example.com'));
    expect(confirmed.vevent?.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(confirmed.event.uid).toBe(pending.event.uid);
    expect(confirmed.event.sequence).toBeGreaterThan(pending.event.sequence);
    expect(confirmed.event.summary).toBe('Rendez-vous Ouaga IT Services : Installation réseau');
  });

  it('gives a download (PUBLISH) without attendee', () => {
    const { calendar, vevent } = parse(appointmentInvite(appointment, company, 'PUBLISH'));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(vevent?.getFirstProperty('attendee')).toBeNull();
  });
});

describe('googleCalendarLink', () => {
  it('prefills Google Agenda with the slot in UTC, the title and the address', () => {
    const link = new URL(googleCalendarLink(appointment, company));
    expect(link.origin).toBe('https://calendar.google.com');
    expect(link.searchParams.get('action')).toBe('TEMPLATE');
    expect(link.searchParams.get('dates')).toBe('20261207T143000Z/20261207T150000Z');
    expect(link.searchParams.get('text')).toBe('Rendez-vous Ouaga IT Services : Installation réseau');
    expect(link.searchParams.get('location')).toContain('Ouagadougou');
  });

  it('says « à confirmer » in the title of a pending appointment, as its e-mail does', () => {
    const link = new URL(googleCalendarLink({ ...appointment, status: 'pending' }, company));
    expect(link.searchParams.get('text')).toBe('Rendez-vous Ouaga IT Services : Installation réseau (à confirmer)');
  });
});
