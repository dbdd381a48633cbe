import { describe, expect, test } from 'bun:test';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  test.each(['123456', 'password', 'qwerty', 'letmein', 'Password', 'TRUSTNO1', 'iloveyou'])(
    '%s is common',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  test.each(['correct-horse-battery', 'Gazette tip line 42!', 'multiverse-desk-7731'])(
    '%s is not',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
