import type { Tables } from '../supabase/database.types';

/** A certification status, as the documents' certification_status column holds it (its CHECK's values). */
export type CertificationStatus = Tables<'invoices'>['certification_status'];

/** The certification columns of public.invoices and public.credit_notes (migration 20261207070100). */
export interface CertificationColumns {
  certification_status?: string | null;
  secef_code?: string | null;
  secef_nim?: string | null;
  secef_counters?: unknown;
  secef_qr?: string | null;
  secef_taxes?: unknown;
  certified_at?: string | null;
}

export interface CertifiedTax {
  group: string;
  rate: number;
  base: number;
  tax: number;
}

/** What a document prints about its certification. */
export type DocumentCertification =
  | { status: Exclude<CertificationStatus, 'certified'> }
  | {
      status: 'certified';
      code: string;
      nim: string;
      counters: { tc: number; fvc: number; frc: number };
      qr: string;
      /** ISO 8601 */
      certifiedAt: string;
      taxes: CertifiedTax[];
      /** Certified by the built-in test certifier: the block says « SPÉCIMEN ». */
      test: boolean;
    };

/** The built-in test certifier's module numbers start with this (server/certification/testSecef.ts). */
export const testNimPrefix = 'TEST';

export function isTestCertification(nim: string): boolean {
  return nim.startsWith(testNimPrefix);
}

/** The row's certification; undefined when the row was read without its certification columns. */
export function certificationOf(row: CertificationColumns): DocumentCertification | undefined {
  const status = row.certification_status;
  if (status === 'pending' || status === 'refused') return { status };
  if (status !== 'certified' || !row.secef_code || !row.secef_nim || !row.secef_qr || !row.certified_at) return undefined;
  const counters = (row.secef_counters ?? {}) as Partial<{ tc: number; fvc: number; frc: number }>;
  return {
    status,
    code: row.secef_code,
    nim: row.secef_nim,
    counters: { tc: Number(counters.tc ?? 0), fvc: Number(counters.fvc ?? 0), frc: Number(counters.frc ?? 0) },
    qr: row.secef_qr,
    certifiedAt: row.certified_at,
    taxes: Array.isArray(row.secef_taxes) ? (row.secef_taxes as CertifiedTax[]) : [],
    test: isTestCertification(row.secef_nim),
  };
}

/** « 07/12/2026 16:30:12 »: the certification's date-time in the company's time zone (UTC all year). */
export function formatCertifiedAt(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Africa/Ouagadougou' }).format(new Date(iso));
}
