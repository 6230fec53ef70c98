import { fetchAvailableSlotsWith } from '../../shared/booking/availableSlots';
import { dataClient } from '../data/dataClient';

/** The free 30-minute starts of a day, as `HH:MM` (rpc available_slots). */
export async function fetchAvailableSlots(day: string): Promise<string[]> {
  return fetchAvailableSlotsWith(await dataClient(), day);
}
