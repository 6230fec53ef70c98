import { Link } from 'react-router';

/** A friendly explanation instead of an empty list, with the next step to take. */
export default function EmptyState({ message, actionLabel, actionTo }: { message: string; actionLabel?: string; actionTo?: string }) {
  return (
    <div className="empty-state">
      <p>{message}</p>
      {actionLabel && actionTo ? (
        <Link className="button button--primary button--small" to={actionTo}>
          {actionLabel}
        </Link>
      ) : null}
    </div>
  );
}
