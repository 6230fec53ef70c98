import { useEffect } from 'react';
import type { AppointmentFormValues } from '../../shared/validation/appointmentForm';
import { offlineText } from '../i18n/fr/offline';
import { loadPendingQueue } from '../offline/loadPendingQueue';

/**
 * A booking kept offline whose slot someone else took before it could be sent comes back to
 * the booking form, filled in with what the visitor typed, the time cleared and the reason
 * said (« créneau déjà réservé »). It stays on the device until sent again or replaced.
 */
export function useSlotTakenWhileWaiting(
  restore: (values: AppointmentFormValues, id: string, message: string) => void,
  refreshSlots: () => void,
): void {
  useEffect(() => {
    let cancelled = false;
    const takeBack = (queue: Awaited<ReturnType<typeof loadPendingQueue>>) => {
      const booking = queue.slotTakenBooking();
      if (!booking || cancelled) return;
      restore({ ...(booking.values as unknown as AppointmentFormValues), time: '' }, booking.id, offlineText.slotTakenWhileWaiting);
      refreshSlots();
    };
    let unsubscribe: (() => void) | undefined;
    void loadPendingQueue()
      .then(async (queue) => {
        await queue.startSendingPendingRequests();
        takeBack(queue);
        // Also when it comes back while the form is open (the network returned on this page).
        let seen = queue.slotTakenBooking()?.id;
        unsubscribe = queue.subscribeToQueue(() => {
          const current = queue.slotTakenBooking()?.id;
          if (current && current !== seen) takeBack(queue);
          seen = current;
        });
        if (cancelled) unsubscribe();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
    // Once per form: the callbacks only set state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
