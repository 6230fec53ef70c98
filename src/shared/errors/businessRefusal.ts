import { readFieldRefusal } from './fieldError';
import { sqlStates } from './sqlStates';

/**
 * The SQLSTATEs our migrations raise on purpose, each time with a French message written for the
 * person who acted: P0001 (plain `raise exception`: a rule refused), P0002 (an id that names nothing),
 * 28000 (a link that is not or no longer valid), 42501 (not yours to do), 22008 (a date out of the
 * booking window), 22023 (a value missing for this call). 23505 and 23514 are raised on purpose too,
 * but PostgreSQL raises them itself far more often, in English, naming a constraint: those are shown
 * only when they name a field (below). `businessRefusal.test.ts` checks this list against the migrations.
 */
export const refusalCodes: ReadonlySet<string> = new Set([
  sqlStates.raiseException,
  sqlStates.noDataFound,
  sqlStates.invalidAuthorizationSpecification,
  sqlStates.insufficientPrivilege,
  sqlStates.datetimeFieldOverflow,
  sqlStates.invalidParameterValue,
]);

/**
 * PostgreSQL's own refusals under 42501 (a table or function not granted, a row-level security policy,
 * an owner's right): its fixed English wording (aclchk.c, rowsecurity), never one of our messages.
 */
const postgresPrivilegeError = /^(permission denied\b|new row violates row-level security policy|must be owner of )/;

/**
 * The message of a refusal our SQL raised on purpose, to show as written; undefined for anything else
 * (PostgreSQL's own English text, a privilege error under the same 42501, a network failure, a server
 * fault), which the page replaces by its own generic message. One rule for every page: the error's
 * SQLSTATE says it, or its `field:<name>` hint, which only our SQL writes (fieldError.ts).
 */
export function businessRefusalMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, hint } = error as { code?: unknown; message?: unknown; hint?: unknown };
  if (typeof message !== 'string' || message === '') return undefined;
  if (typeof code === 'string' && refusalCodes.has(code)) {
    return code === sqlStates.insufficientPrivilege && postgresPrivilegeError.test(message) ? undefined : message;
  }
  return readFieldRefusal({ message, hint: typeof hint === 'string' ? hint : null }) ? message : undefined;
}
