import { fr } from '../i18n/fr';

/** A loading line announced politely to screen readers. */
export default function Loading({ label = fr.common.loading }: { label?: string }) {
  return (
    <p className="portal-loading" role="status">
      <span className="spinner" aria-hidden="true" /> {label}
    </p>
  );
}
