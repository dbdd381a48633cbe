import { isbot } from 'isbot';

/**
 * Readers the site does not count, whatever their page sent: those who ask
 * not to be tracked, and programs rather than people.
 */

/** Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`). */
export function declinesTracking(headers: Headers): boolean {
  return headers.get('dnt')?.trim() === '1' || headers.get('sec-gpc')?.trim() === '1';
}

/** User agents seen lately and whether each is a bot: the same few strings arrive all day. */
const knownAgents = new Map<string, boolean>();
const KNOWN_AGENTS_LIMIT = 2000;

/** Crawlers, headless browsers, monitors and scripts (isbot's list); no user agent at all, too. */
export function isBotUserAgent(userAgent: string): boolean {
  if (!userAgent.trim()) return true;
  const known = knownAgents.get(userAgent);
  if (known !== undefined) return known;
  const bot = isbot(userAgent);
  if (knownAgents.size >= KNOWN_AGENTS_LIMIT) knownAgents.clear();
  knownAgents.set(userAgent, bot);
  return bot;
}
