/** The three Core Web Vitals the back-office shows, with Google's thresholds (web.dev/articles/vitals). */
export const coreVitals = ['LCP', 'INP', 'CLS'] as const;
export type CoreVital = (typeof coreVitals)[number];
export type VitalRating = 'good' | 'needs_improvement' | 'poor';

/** Good up to the first value, poor above the second; LCP and INP in milliseconds, CLS without unit. */
export const vitalThresholds: Record<CoreVital, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

export function rateVital(metric: CoreVital, p75: number): VitalRating {
  const [good, poor] = vitalThresholds[metric];
  if (p75 <= good) return 'good';
  if (p75 <= poor) return 'needs_improvement';
  return 'poor';
}

const seconds = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 2 });
const milliseconds = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const unitless = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 3 });

/** LCP in seconds (« 2,5 s »), INP in milliseconds (« 180 ms »), CLS as a number (« 0,12 »). */
export function formatVital(metric: CoreVital, value: number): string {
  if (metric === 'LCP') return `${seconds.format(value / 1000)} s`;
  if (metric === 'INP') return `${milliseconds.format(value)} ms`;
  return unitless.format(value);
}
