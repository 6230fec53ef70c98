import { RestError } from './errors';

/** For unit tests: what a call answers when it fails, as « status code » (`none` when it does not fail). */
export function restFailureOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return error instanceof RestError ? `${error.status} ${error.code}` : 'other';
  }
  return 'none';
}
