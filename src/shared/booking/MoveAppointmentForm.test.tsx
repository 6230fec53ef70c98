// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Refusal } from '../errors/databaseRefusal';
import { MoveAppointmentForm } from './MoveAppointmentForm';

beforeEach(() => {
  // A Friday morning in Ouagadougou: Monday 30 November is the next open day.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T09:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function moveTo(refusal: Refusal | null) {
  const onMove = vi.fn(() => Promise.resolve(refusal));
  render(
    <MoveAppointmentForm
      onMove={onMove}
      onBack={vi.fn()}
      loadSlots={() => Promise.resolve(['09:00', '09:30'])}
      loadDaysWithFreeSlots={() => Promise.resolve(['2026-11-30'])}
    />,
  );
  // The day from the month calendar, as when booking (no bare date field).
  fireEvent.click(await screen.findByRole('gridcell', { name: 'lundi 30 novembre 2026, créneaux disponibles' }));
  fireEvent.click(await screen.findByRole('radio', { name: '09h00' }));
  fireEvent.click(screen.getByRole('button', { name: 'Confirmer le nouveau créneau' }));
  return onMove;
}

describe('MoveAppointmentForm', () => {
  it('says a refusal of the time under the slots, not in a banner', async () => {
    const onMove = await moveTo({ message: 'Ce créneau vient d’être réservé : veuillez en choisir un autre.', field: 'time' });
    expect(onMove).toHaveBeenCalledWith('2026-11-30', '09:00');
    const slots = screen.getByRole('group', { name: /Heure/ });
    expect(await within(slots).findByText('Ce créneau vient d’être réservé : veuillez en choisir un autre.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a refusal that names no field above the form', async () => {
    await moveTo({ message: 'Ce rendez-vous a déjà été déplacé 3 fois en 24 heures.' });
    expect((await screen.findByRole('alert')).textContent).toContain('déjà été déplacé 3 fois');
  });
});
