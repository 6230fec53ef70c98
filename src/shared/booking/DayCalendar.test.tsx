// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DayCalendar } from './DayCalendar';

afterEach(cleanup);

const rules = {
  today: '2026-11-27',
  lastDay: '2027-01-31',
  weeklyHours: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '08:00', closes: '12:00' })),
  closedDays: [{ date: '2026-12-11', label: 'Proclamation de la République' }],
};

function renderCalendar(onChoose = vi.fn(), freeDays = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-04']) {
  const load = vi.fn(() => Promise.resolve(freeDays));
  render(<DayCalendar id="date" label="Date" value="" rules={rules} loadDaysWithFreeSlots={load} refreshKey={0} onChoose={onChoose} />);
  return { load, onChoose };
}

describe('DayCalendar', () => {
  it('shows the month in French, Monday first, with one call for the month’s free days', async () => {
    const { load } = renderCalendar();
    expect(screen.getByRole('grid', { name: 'novembre 2026' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.getAttribute('abbr'))).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']);
    expect(load).toHaveBeenCalledWith('2026-11-01', '2026-12-01');
    expect((screen.getByRole('button', { name: 'Mois précédent' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('gridcell', { name: 'jeudi 26 novembre 2026, cette date est passée' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('moves with the arrows and Page keys, and Enter chooses an open day or says why not', async () => {
    const { onChoose } = renderCalendar();
    const today = screen.getByRole('gridcell', { name: /^vendredi 27 novembre 2026/ });
    expect(today.getAttribute('tabindex')).toBe('0');
    // Known full once the month's free days arrive.
    await waitFor(() => expect(today.getAttribute('aria-label')).toBe('vendredi 27 novembre 2026, complet'));
    fireEvent.keyDown(today, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('lundi 30 novembre 2026, créneaux disponibles');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith('2026-11-30');

    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    expect(screen.getByRole('grid', { name: 'décembre 2026' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('data-day')).toBe('2026-12-17');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement?.getAttribute('data-day')).toBe('2026-12-11');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toBe('vendredi 11 décembre 2026 : Fermé ce jour-là (Proclamation de la République).');
    expect(onChoose).toHaveBeenCalledTimes(1);
  });
});
