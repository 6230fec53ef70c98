import { Alert } from '../../shared/ui/Alert';
import { fr } from '../i18n/fr';

/** What a page shows when its data could not be read, with a way to try again. */
export default function LoadFailure({ onRetry }: { onRetry(): void }) {
  return (
    <Alert>
      <p>{fr.common.loadFailed}</p>
      <button type="button" className="button button--small" onClick={onRetry}>
        {fr.common.retry}
      </button>
    </Alert>
  );
}
