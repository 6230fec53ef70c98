import { Icon, type IconName } from '../../shared/ui/Icon';

/** One figure of the dashboard with what it counts. */
export default function StatCard({ label, value, icon, hint }: { label: string; value: string; icon: IconName; hint?: string }) {
  return (
    <div className="stat-card">
      <span className="stat-card__icon">
        <Icon name={icon} size={22} />
      </span>
      <div>
        <p className="stat-card__value">{value}</p>
        <p className="stat-card__label">{label}</p>
        {hint ? <p className="stat-card__hint">{hint}</p> : null}
      </div>
    </div>
  );
}
