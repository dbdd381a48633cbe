import { Elysia } from 'elysia';
import { formatDateTime } from '~/shared/dates';
import { loginSchema, type SessionResponse, usernameChangeSchema } from '~/shared/schemas/auth';
import { passwordChangeSchema } from '~/shared/schemas/user';
import { clientAddress } from '../../http/client-address';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { adminSession } from './admin-gate';
import { refuseCommonPassword } from './common-passwords';
import { SESSION_LIFETIME_MS } from './service';
import { clearedSessionCookie, readSessionToken, sessionCookie } from './session-token';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
export const DISABLED_ACCOUNT_MESSAGE = 'This account has been disabled; ask an admin to enable it';

/** Only a user who must change a temporary password hears about it; everyone else's answer is as before. */
const mustChange = (flag: boolean) => (flag ? { mustChangePassword: true as const } : {});

type HeaderSetter = { headers: Record<string, unknown> };

/**
 * 423 with when the lock ends, in the message and in Retry-After. The lock
 * holds only for the address that missed: the account's owner elsewhere is
 * not refused, and a name with no account gets the very same answer.
 */
function lockedError(lockedUntil: Date, now: number, set: HeaderSetter) {
  set.headers['retry-after'] = String(Math.max(1, Math.ceil((lockedUntil.getTime() - now) / 1000)));
  return new HttpError(
    423,
    `Too many failed sign-in attempts for this account from your network. Try again after ${formatDateTime(lockedUntil)} UTC (${lockedUntil.toISOString()}).`,
  );
}

/** 429 when one address has used up its sign-in attempts, with the wait in Retry-After. */
function throttledError(retryAfterMs: number, set: HeaderSetter) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  set.headers['retry-after'] = String(seconds);
  return new HttpError(
    429,
    `Too many sign-in attempts from your network. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  );
}

function tokenOf(request: Request): string | null {
  return readSessionToken(request.headers.get('cookie'));
}

/** Sign-in, sign-out, the session probe and the username change. */
export function adminAuthRoutes(services: Services, { siteUrl }: { siteUrl: string }) {
  const cookieOptions = { secure: new URL(siteUrl).protocol === 'https:' };
  const locked = (lockedUntil: Date, set: HeaderSetter) =>
    lockedError(lockedUntil, services.auth.now(), set);

  return (
    new Elysia({ name: 'admin-auth' })
      .post(
        '/api/admin/auth/login',
        async ({ body, request, set }) => {
          // Before any hashing or account counter: a throttled attempt costs
          // nothing and cannot lock anyone's account.
          const address = clientAddress(request);
          // The auth service's clock, read on each call: tests swap in one they can move.
          const attempt = await services.signInThrottle.attempt(address, services.auth.now());
          if (!attempt.ok) throw throttledError(attempt.retryAfterMs, set);
          const result = await services.auth.login(body, {
            previousToken: tokenOf(request),
            address,
          });
          if (!result.ok) {
            await services.audit.record({
              actor: null,
              actorName: body.username,
              action: 'sign-in-failed',
              detail:
                result.reason === 'invalid'
                  ? 'wrong username or password'
                  : `account ${result.reason}`,
              address,
            });
            // Unknown user and wrong password look the same to the caller.
            if (result.reason === 'locked') throw locked(result.lockedUntil, set);
            if (result.reason === 'disabled') throw new HttpError(403, DISABLED_ACCOUNT_MESSAGE);
            throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
          }
          await attempt.forgive();
          await services.audit.record({ actor: result.user, action: 'sign-in', address });
          set.headers['set-cookie'] = sessionCookie(
            result.token,
            SESSION_LIFETIME_MS / 1000,
            cookieOptions,
          );
          return {
            user: {
              username: result.user.username,
              ...mustChange(result.user.mustChangePassword),
            },
          };
        },
        { body: loginSchema },
      )
      // Answers 200 either way: the admin asks this before deciding what to show.
      .get('/api/admin/auth/session', async ({ request, set }): Promise<SessionResponse> => {
        const token = tokenOf(request);
        const admin = await services.auth.authenticate(token);
        if (!admin) {
          if (token) set.headers['set-cookie'] = clearedSessionCookie(cookieOptions);
          return { authenticated: false, user: null };
        }
        return {
          authenticated: true,
          user: {
            username: admin.username,
            role: admin.role,
            lastLogin: admin.lastLogin,
            ...mustChange(admin.mustChangePassword),
          },
        };
      })
      // Everything below needs a session.
      .use(adminSession(services))
      .post('/api/admin/auth/logout', async ({ request, set }) => {
        await services.auth.logout(tokenOf(request));
        set.headers['set-cookie'] = clearedSessionCookie(cookieOptions);
        return { message: 'Logged out' };
      })
      .patch(
        '/api/admin/auth/username',
        async ({ admin, body, request, set }) => {
          const result = await services.auth.changeUsername(admin.id, body, {
            currentToken: tokenOf(request) ?? '',
            address: clientAddress(request),
          });
          if (result.ok) {
            await services.audit.record({
              actor: { id: admin.id, username: result.username },
              action: 'account.username',
              detail: `was ${admin.username}`,
              address: clientAddress(request),
            });
            return { user: { username: result.username } };
          }
          switch (result.reason) {
            case 'locked':
              throw locked(result.lockedUntil, set);
            case 'invalid':
              // Not 401: the session is fine, only the password is wrong.
              throw new HttpError(403, 'Current password is incorrect');
            case 'taken':
              throw new HttpError(409, `The username "${body.newUsername}" is already taken`);
            case 'unchanged':
              throw new HttpError(409, 'The new username is the same as the current one');
          }
        },
        { body: usernameChangeSchema },
      )
      .patch(
        '/api/admin/auth/password',
        async ({ admin, body, request, set }) => {
          refuseCommonPassword(body.newPassword, 'newPassword');
          const result = await services.auth.changePassword(admin.id, body, {
            currentToken: tokenOf(request) ?? '',
            address: clientAddress(request),
          });
          if (result.ok) {
            await services.audit.record({
              actor: admin,
              action: 'account.password',
              address: clientAddress(request),
            });
            return { message: 'Password changed' };
          }
          switch (result.reason) {
            case 'locked':
              throw locked(result.lockedUntil, set);
            case 'invalid':
              throw new HttpError(403, 'Current password is incorrect');
            case 'unchanged':
              throw new HttpError(
                422,
                'newPassword: The new password must differ from the current one',
              );
          }
        },
        { body: passwordChangeSchema },
      )
  );
}
