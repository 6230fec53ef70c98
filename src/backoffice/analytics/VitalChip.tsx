import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatVital, rateVital, type CoreVital } from './vitalsThresholds';

const colours = { good: 'success', needs_improvement: 'warning', poor: 'error' } as const;

/** A p75 in its unit, coloured against Google's thresholds; the rating in words for screen readers and tooltips. */
export function VitalChip({ metric, value }: { metric: CoreVital; value: number | undefined }) {
  const translate = useTranslate();
  if (value === undefined) return <>—</>;
  const rating = rateVital(metric, value);
  const label = formatVital(metric, value);
  const ratingText = translate(`backoffice.analytics.web_vitals.ratings.${rating}`);
  return <Chip size="small" color={colours[rating]} label={label} title={ratingText} aria-label={`${label} : ${ratingText}`} />;
}
