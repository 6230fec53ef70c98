import { useEffect, useRef } from 'react';
import type { AppointmentFormValues } from '../../shared/validation/appointmentForm';
import { offlineText } from '../i18n/fr/offline';
import * as queue from '../offline/pendingQueue';
import { hasPendingRequests } from '../offline/pendingFlag';

/**
 * A booking kept offline whose slot someone else took before it could be sent comes back to
 * the booking form, filled in with what the visitor typed, the time cleared and the reason
 * said (« créneau déjà réservé »). It stays on the device until sent again or replaced.
 * Watched when the page opens with requests pending, and once this form's own request waits.
 */
export function useSlotTakenWhileWaiting(
  queued: boolean,
  restore: (values: AppointmentFormValues, id: string, message: string) => void,
  refreshSlots: () => void,
): void {
  const restored = useRef(new Set<string>());
  useEffect(() => {
    // Nothing kept on this device: IndexedDB is not opened at all.
    if (!queued && !hasPendingRequests()) return undefined;
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    void Promise.resolve()
      .then(async () => {
        const takeBack = () => {
          const booking = queue.slotTakenBooking();
          if (!booking || cancelled || restored.current.has(booking.id)) return;
          restored.current.add(booking.id);
          restore({ ...(booking.values as unknown as AppointmentFormValues), time: '' }, booking.id, offlineText.slotTakenWhileWaiting);
          refreshSlots();
        };
        unsubscribe = queue.subscribeToQueue(takeBack);
        if (cancelled) unsubscribe();
        await queue.startSendingPendingRequests();
        takeBack();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
    // The callbacks only set state; what matters is whether this form's request waits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queued]);
}
