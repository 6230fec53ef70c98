import { HttpError } from 'react-admin';
import { businessRefusalMessage } from '../../shared/errors/businessRefusal';
import { postgrestCodes } from '../../shared/errors/postgrestCodes';
import { sqlStates } from '../../shared/errors/sqlStates';

interface ApiErrorBody {
  code?: string;
  message?: string;
}

/** PostgreSQL / PostgREST codes the administrator can act on, in French. */
const messagesByCode: Record<string, string> = {
  [sqlStates.uniqueViolation]: 'Cette valeur est déjà utilisée (par exemple le slug) : choisissez-en une autre.',
  [sqlStates.checkViolation]: 'Une valeur ne respecte pas les règles du site (format ou longueur).',
  [sqlStates.notNullViolation]: 'Un champ obligatoire est vide.',
  [sqlStates.foreignKeyViolation]: 'Cet élément est lié à d’autres données et ne peut pas être modifié ainsi.',
  [sqlStates.invalidTextRepresentation]: 'Une valeur n’a pas le bon format.',
  [sqlStates.stringDataRightTruncation]: 'Un texte est trop long.',
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
