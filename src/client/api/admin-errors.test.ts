import { expect, test } from 'bun:test';
import { errorMessage } from './admin-errors';
import { ApiError } from './transport';

test('the sign-in form shows the server message of a 429, not the fallback', () => {
  const message = 'Too many sign-in attempts from your network. Try again in 60 minutes.';
  const error = new ApiError(429, JSON.stringify({ message, status: 429 }), 'Too Many Requests');
  expect(errorMessage(error, 'Could not sign in. Please try again.')).toBe(message);
});
