import { labelOf, type Option } from '../../shared/config/options';

/** A status in French, coloured by its value (pending, confirmed, delivered, cancelled, …). */
export default function StatusBadge({ options, value }: { options: readonly Option[]; value: string }) {
  return <span className={`status-badge status-badge--${value}`}>{labelOf(options, value)}</span>;
}
