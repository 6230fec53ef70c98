import { AuthApiError } from '../errors';
import { authHandler } from './authHandler';
import { authErrors } from '../authErrors';

/**
 * Sign-in kinds this product leaves off, answered as GoTrue answers with them off, so supabase-js
 * callers see the same status and error_code as against a hosted project (decision 054): SAML 2.0
 * single sign-on (supabase-js signInWithSSO, the metadata and assertion endpoints). Web3 is refused in
 * /token, anonymous sign-in in /signup.
 */
export const samlDisabled = authHandler(async () => {
  throw new AuthApiError(authErrors.samlProviderDisabled, 'SAML 2.0 is disabled');
});
