import type { Tables } from '../../shared/supabase/database.types';
import { isPrivateAddress } from '../serviceWorker/privateAddresses';

/** One row of public.web_vitals: nothing that names the visitor, the page without its query string. */
export type VitalsRow = Pick<Tables<'web_vitals'>, 'metric' | 'value' | 'path' | 'connection' | 'device'>;

/** The metrics, devices and connections the table's CHECKs accept (migration 20261128300100). */
export type VitalName = VitalsRow['metric'];
export type DeviceClass = VitalsRow['device'];
export type ConnectionType = NonNullable<VitalsRow['connection']>;

const connectionTypes = new Set<string>(['slow-2g', '2g', '3g', '4g'] satisfies ConnectionType[]);
const maxPathLength = 200;

/**
 * Phone by the screen's shorter side (a phone held sideways is still a phone), then tablet below a
 * laptop's width on the longer side (a 1366 × 768 laptop is a desktop, an 820 × 1180 tablet is not).
 */
export function deviceClass(screenWidth: number, screenHeight: number): DeviceClass {
  if (Math.min(screenWidth, screenHeight) < 600) return 'phone';
  if (Math.max(screenWidth, screenHeight) < 1280) return 'tablet';
  return 'desktop';
}

/** navigator.connection.effectiveType where the browser has it (Chromium), else null. */
export function connectionType(effectiveType: string | undefined): ConnectionType | null {
  return effectiveType !== undefined && connectionTypes.has(effectiveType) ? (effectiveType as ConnectionType) : null;
}

/**
 * The page a measure belongs to, or null for an address whose measures are not sent: the customer
 * area, the back-office and a personal appointment link (its token is a secret). No query string,
 * no fragment; too long an address is not sent either (the table refuses it).
 */
export function reportedPath(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (isPrivateAddress(path) || path.length > maxPathLength) return null;
  return path;
}

/** CLS has no unit and matters to the third decimal; the others are milliseconds. */
export function roundedValue(metric: VitalName, value: number): number {
  return metric === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}
