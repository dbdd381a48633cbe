/**
 * What reader pages show about reporters (the authors and author
 * pages): badges, newsroom totals and a profile with defaults filled in.
 */
import { usableAvatar } from './avatars';
import { siteConfig } from './site-config';

export const DEFAULT_AVATAR = '/images/avatars/default.svg';
export const DEFAULT_REPORTER_TITLE = 'Staff Reporter';

/** Article counts at which a reporter earns each badge. */
export const REPORTER_BADGES = [
  { minArticles: 5, label: 'Veteran Reporter' },
  { minArticles: 10, label: 'Senior Correspondent' },
] as const;

export type ReporterBadge = (typeof REPORTER_BADGES)[number]['label'];

/** Every badge a reporter with this many articles has earned, the lesser first. */
export function reporterBadges(articleCount: number): ReporterBadge[] {
  return REPORTER_BADGES.filter((badge) => articleCount >= badge.minArticles).map(
    (badge) => badge.label,
  );
}

export interface NewsroomTotals {
  reporters: number;
  articles: number;
  /** Articles per reporter, rounded; 0 for an empty newsroom. */
  averagePerReporter: number;
}

export function newsroomTotals(authors: readonly { articleCount: number }[]): NewsroomTotals {
  const articles = authors.reduce((sum, author) => sum + author.articleCount, 0);
  return {
    reporters: authors.length,
    articles,
    averagePerReporter: authors.length === 0 ? 0 : Math.round(articles / authors.length),
  };
}

/** The profile fields an author page and an author box read; all optional. */
export interface ProfileFields {
  title?: string | null;
  bio?: string | null;
  avatar?: string | null;
  socialTwitter?: string | null;
  socialLinkedin?: string | null;
  expertise?: readonly string[] | null;
}

export interface ReporterProfile {
  name: string;
  title: string;
  bio: string;
  avatar: string;
  twitterUrl: string | null;
  linkedinUrl: string | null;
  expertise: string[];
  /** False when these are the defaults of a reporter without a profile. */
  hasProfile: boolean;
}

function httpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A Twitter handle ("@name" or "name") or profile URL as a link; null when it is neither. */
export function twitterUrl(handle: string | null | undefined): string | null {
  const value = handle?.trim() ?? '';
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return httpUrl(value);
  const name = value.replace(/^@/, '');
  return /^\w{1,50}$/.test(name) ? `https://twitter.com/${name}` : null;
}

/** A LinkedIn link, only when it is an http(s) URL. */
export function linkedinUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed ? httpUrl(trimmed) : null;
}

/**
 * A reporter as the pages show them: the profile's fields where it has them,
 * defaults otherwise, and all defaults when there is no profile.
 */
export function reporterProfile(
  name: string,
  profile: ProfileFields | null | undefined,
): ReporterProfile {
  return {
    name,
    title: profile?.title?.trim() || DEFAULT_REPORTER_TITLE,
    bio: profile?.bio?.trim() || `${name} reports for ${siteConfig.name}.`,
    avatar: usableAvatar(profile?.avatar) ?? DEFAULT_AVATAR,
    twitterUrl: twitterUrl(profile?.socialTwitter),
    linkedinUrl: linkedinUrl(profile?.socialLinkedin),
    expertise: (profile?.expertise ?? []).map((area) => area.trim()).filter(Boolean),
    hasProfile: Boolean(profile),
  };
}
