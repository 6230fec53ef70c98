import { HttpError } from 'react-admin';
import { businessRefusalMessage } from '../../shared/errors/businessRefusal';
import { postgrestCodes } from '../../shared/errors/postgrestCodes';

interface ApiErrorBody {
  code?: string;
  message?: string;
}

/** PostgreSQL / PostgREST codes the administrator can act on, in French. */
const messagesByCode: Record<string, string> = {
  '23505': 'Cette valeur est déjà utilisée (par exemple le slug) : choisissez-en une autre.',
  '23514': 'Une valeur ne respecte pas les règles du site (format ou longueur).',
  '23502': 'Un champ obligatoire est vide.',
  '23503': 'Cet élément est lié à d’autres données et ne peut pas être modifié ainsi.',
  '22P02': 'Une valeur n’a pas le bon format.',
  '22001': 'Un texte est trop long.',
  [postgrestCodes.notOneRow]: 'Élément introuvable.',
};

function frenchMessage(status: number, body: ApiErrorBody | undefined): string {
  // A refusal our SQL raised on purpose already speaks French: shown as written, as on every page.
  const refusal = businessRefusalMessage(body);
  if (refusal !== undefined) return refusal;
  if (body?.code && messagesByCode[body.code]) return messagesByCode[body.code];
  if (status === 401) return 'Votre session a expiré : reconnectez-vous.';
  if (status === 403) return 'Action réservée aux administrateurs.';
  if (status === 404) return 'Élément introuvable.';
  if (status === 413) return 'Fichier trop volumineux (5 Mo au maximum).';
  if (status === 400 && /mime|image/i.test(body?.message ?? '')) return 'Ce fichier n’est pas une image acceptée (JPEG, PNG, WebP ou AVIF).';
  if (status >= 500 || status === 0) return 'Le serveur ne répond pas correctement. Veuillez réessayer.';
  return 'L’opération a échoué. Veuillez réessayer.';
}

interface FailureShape {
  status?: unknown;
  body?: unknown;
  message?: unknown;
}

/**
 * Any failure of a data call as an HttpError with a French message; the status
 * is kept so 401/403 still log out. Read by shape, not instanceof: ra-supabase
 * may bundle its own copy of ra-core's HttpError, and storage-js has its own errors.
 */
export function toFrenchError(error: unknown): HttpError {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as FailureShape;
  const status = typeof failure.status === 'number' && Number.isFinite(failure.status) ? failure.status : 0;
  const body = typeof failure.body === 'object' && failure.body !== null ? (failure.body as ApiErrorBody) : undefined;
  const message = typeof failure.message === 'string' ? failure.message : undefined;
  return new HttpError(frenchMessage(status, body ?? { message }), status, body ?? null);
}
