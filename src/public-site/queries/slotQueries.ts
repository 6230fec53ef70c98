import { fetchAvailableSlotsWith, fetchDaysWithFreeSlotsWith } from '../../shared/booking/availableSlots';
import { openingSlots } from '../../shared/booking/openingSlots';
import type { OpeningPeriod } from '../../shared/config/company';
import { dataClient } from '../data/dataClient';

/** The free 30-minute starts of a day, as `HH:MM` (rpc available_slots). */
export async function fetchAvailableSlots(day: string): Promise<string[]> {
  return fetchAvailableSlotsWith(await dataClient(), day);
}

/** The days of a range that still have a free slot; offline it fails, and the calendar greys no day. */
export async function fetchDaysWithFreeSlots(firstDay: string, lastDay: string): Promise<string[]> {
  if (!navigator.onLine) throw new Error('offline');
  return fetchDaysWithFreeSlotsWith(await dataClient(), firstDay, lastDay);
}

/** A day's slots; `unchecked`: read from the opening hours, not the database (bookings not known). */
export interface DaySlots {
  times: string[];
  unchecked: boolean;
}

/**
 * The day's free slots, or without a network the slots of the opening hours, so a booking can still
 * be made and kept on the device (issue 31): the database decides when it is sent, and a slot taken
 * meanwhile comes back to the form (« créneau déjà réservé »). An error the server answered is not
 * the network's: it is shown as before.
 */
export async function fetchSlotsOrOpeningHours(day: string, weeklyHours: readonly OpeningPeriod[]): Promise<DaySlots> {
  const fromOpeningHours = () => ({ times: openingSlots(day, weeklyHours), unchecked: true });
  if (!navigator.onLine) return fromOpeningHours();
  try {
    return { times: await fetchAvailableSlots(day), unchecked: false };
  } catch (error) {
    const answeredByServer = typeof error === 'object' && error !== null && 'code' in error && Boolean((error as { code?: unknown }).code);
    if (answeredByServer && navigator.onLine) throw error;
    return fromOpeningHours();
  }
}
