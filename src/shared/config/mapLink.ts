import type { SiteSettings } from './company';

/** OpenStreetMap at the office's point (a marker, zoomed to the street), or undefined without a point. */
export function mapLink({ latitude, longitude }: Pick<SiteSettings, 'latitude' | 'longitude'>): string | undefined {
  if (latitude === null || longitude === null) return undefined;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}
