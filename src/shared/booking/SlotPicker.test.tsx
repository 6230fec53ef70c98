// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseSlots } from './availableSlots';
import { SlotPicker } from './SlotPicker';

afterEach(cleanup);

// Days ahead: a past day says « Cette date est passée » before anything else.
const monday = '2027-11-22';

describe('SlotPicker', () => {
  it('offers exactly the free slots of the day, as 30-minute starts in French notation', () => {
    const onChange = vi.fn();
    render(<SlotPicker day={monday} slots={{ status: 'ready', value: ['08:00', '08:30', '14:00'] }} value="" onChange={onChange} />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['08:00', '08:30', '14:00']);
    expect(screen.getByText('14h00')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('08h30'));
    expect(onChange).toHaveBeenCalledWith('08:30');
  });

  it('says « Fermé le dimanche » on a Sunday and offers nothing', () => {
    render(<SlotPicker day="2027-11-28" slots={{ status: 'ready', value: ['08:00'] }} value="" onChange={() => {}} />);
    expect(screen.getByText('Fermé le dimanche')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('says that a past date has passed, not that it has no slot', () => {
    render(<SlotPicker day="2020-03-02" slots={{ status: 'ready', value: [] }} value="" onChange={() => {}} />);
    expect(screen.getByText('Cette date est passée. Choisissez un autre jour.')).toBeTruthy();
    expect(screen.queryByText(/Aucun créneau disponible/)).toBeNull();
  });

  it('asks for a date first, then tells when a day is full or the slots could not be read', () => {
    const { rerender } = render(<SlotPicker day="" slots={{ status: 'loading' }} value="" onChange={() => {}} />);
    expect(screen.getByText('Choisissez d’abord une date.')).toBeTruthy();
    rerender(<SlotPicker day={monday} slots={{ status: 'ready', value: [] }} value="" onChange={() => {}} />);
    expect(screen.getByText(/Aucun créneau disponible/)).toBeTruthy();
    rerender(<SlotPicker day={monday} slots={{ status: 'failed' }} value="" onChange={() => {}} error="L'heure est requise" />);
    expect(screen.getByRole('alert').textContent).toContain('Impossible de charger les créneaux');
    expect(screen.getByText("L'heure est requise")).toBeTruthy();
  });
});

describe('normaliseSlots', () => {
  it('reads the rpc rows whatever their shape, sorted as HH:MM', () => {
    expect(normaliseSlots(['14:00:00', '08:30:00'])).toEqual(['08:30', '14:00']);
    expect(normaliseSlots([{ available_slots: '09:00:00' }])).toEqual(['09:00']);
    expect(normaliseSlots(null)).toEqual([]);
  });
});
