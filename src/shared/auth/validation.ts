import { emailError, type FieldErrors } from '../validation/rules';
import { authMessages } from './messages';
import { minimumPasswordLength } from './passwordPolicy';

export { hasErrors } from '../validation/rules';

/**
 * Rules of the account forms (SPEC.md §5), shared by the forms and their
 * tests. Each returns the French message per field, empty when valid.
 */
;

export interface LoginInput {
  email: string;
  password: string;
}

/** Login asks only that both fields are filled; the server decides the rest. */
export function loginError(input: LoginInput): string | undefined {
  return input.email.trim() && input.password ? undefined : authMessages.required.loginFields;
}

export interface NewPasswordInput {
  password: string;
  passwordConfirmation: string;
}

export function newPasswordErrors(input: NewPasswordInput): FieldErrors<keyof NewPasswordInput> {
  const errors: FieldErrors<keyof NewPasswordInput> = {};
  if (!input.password) errors.password = authMessages.required.password;
  else if (input.password.length < minimumPasswordLength) errors.password = authMessages.invalid.passwordLength;
  if (!input.passwordConfirmation) errors.passwordConfirmation = authMessages.required.passwordConfirmation;
  else if (input.password !== input.passwordConfirmation) errors.passwordConfirmation = authMessages.invalid.passwordMismatch;
  return errors;
}

export interface RegistrationInput extends NewPasswordInput {
  fullName: string;
  email: string;
  acceptTerms: boolean;
}

export function registrationErrors(input: RegistrationInput): FieldErrors<keyof RegistrationInput> {
  const errors: FieldErrors<keyof RegistrationInput> = {};
  if (!input.fullName.trim()) errors.fullName = authMessages.required.fullName;
  const email = emailError(input.email);
  if (email) errors.email = email;
  Object.assign(errors, newPasswordErrors(input));
  if (!input.acceptTerms) errors.acceptTerms = authMessages.invalid.terms;
  return errors;
}
