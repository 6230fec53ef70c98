import { lazy, Suspense } from 'react';

const PendingRequestsNotice = lazy(() => import('../offline/PendingRequestsNotice'));

/** What a form shows once its request waits on the device: the offline notice and the pending list. */
export function QueuedRequest() {
  return (
    <Suspense fallback={null}>
      <PendingRequestsNotice inline />
    </Suspense>
  );
}
