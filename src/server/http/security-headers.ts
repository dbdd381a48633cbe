import { Elysia } from 'elysia';

/** Headers every response carries; they cost nothing and close common holes. */
export const securityHeaders = new Elysia({ name: 'security-headers' }).onRequest(({ set }) => {
  set.headers['x-content-type-options'] = 'nosniff';
  set.headers['referrer-policy'] = 'strict-origin-when-cross-origin';
  set.headers['x-frame-options'] = 'DENY';
});
