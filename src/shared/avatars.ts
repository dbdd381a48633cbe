/**
 * Avatars on placeholder hosts (example.com and the like, left from sample
 * data) are ignored on the public newsroom list.
 */
const PLACEHOLDER_HOSTS =
  /(^|\.)(example\.(com|org|net)|placeholder\.com|placehold\.co|placekitten\.com)$/i;

export function usableAvatar(avatar: string | null | undefined): string | null {
  if (!avatar) return null;
  if (avatar.startsWith('/')) return avatar;
  try {
    return PLACEHOLDER_HOSTS.test(new URL(avatar).hostname) ? null : avatar;
  } catch {
    return null;
  }
}
