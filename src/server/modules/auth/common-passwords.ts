import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '../../http/errors';

let common: ReadonlySet<string> | null = null;

/**
 * Whether a password is one of the ~49,000 most common ones (the list the
 * zxcvbn password-strength estimator ranks guesses with), compared without
 * case: "Password1" is as guessable as "password1". Read on first use, so a
 * server that never sets a password never holds the list.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones and easy to guess; choose another';

/** 422 naming the field, as a schema failure would, when the password is a common one. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw new HttpError(422, `${field}: ${COMMON_PASSWORD_MESSAGE}`);
}
