/** The session cookie (SameSite=Lax, HttpOnly): only its SHA-256 is ever stored. */
export const SESSION_COOKIE = 'gazette_session';

/** 32 random bytes, URL-safe. */
export function newSessionToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
}

/** What the sessions table stores: a leaked database holds no usable token. */
export function hashSessionToken(token: string): string {
  return new Bun.CryptoHasher('sha256').update(token).digest('hex');
}

/** The session token from a Cookie header, or null. */
export function readSessionToken(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    return value || null;
  }
  return null;
}

export interface CookieOptions {
  /** Set when the site is served over https. */
  secure: boolean;
}

function attributes(maxAgeSeconds: number, { secure }: CookieOptions): string {
  return `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function sessionCookie(
  token: string,
  maxAgeSeconds: number,
  options: CookieOptions,
): string {
  return `${SESSION_COOKIE}=${token}; ${attributes(maxAgeSeconds, options)}`;
}

export function clearedSessionCookie(options: CookieOptions): string {
  return `${SESSION_COOKIE}=; ${attributes(0, options)}`;
}
