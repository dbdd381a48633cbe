/** The wrk script of the analytics benches: pages opened as browsers open them. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AGENTS, NAVIGATION_HEADERS } from './load-client';

export interface NavigationReaders {
  /** Every request from a reader of its own (its own X-Forwarded-For address). */
  newVisitors: boolean;
  /** Behind a proxy: each of the 1,000 browsers sends its own fixed X-Forwarded-For address. */
  behindProxy: boolean;
}

const lua = (text: string) => JSON.stringify(text);

/**
 * Writes a wrk script into `dir` that opens `path` as browsers do, each
 * request from the next of 1,000 browsers; returns its file.
 */
export function writeNavigationScript(
  dir: string,
  path: string,
  { newVisitors, behindProxy }: NavigationReaders,
): string {
  const file = join(dir, `navigation-${Math.random().toString(36).slice(2)}.lua`);
  const headers = Object.entries(NAVIGATION_HEADERS)
    .map(([name, value]) => `["${name}"] = ${lua(value)}`)
    .join(', ');
  const address = newVisitors
    ? '  headers["X-Forwarded-For"] = run .. "." .. (math.floor(sent / 65536) % 256) .. "." .. (math.floor(sent / 256) % 256) .. "." .. (sent % 256)\n'
    : behindProxy
      ? '  headers["X-Forwarded-For"] = "10.0." .. math.floor((sent % 1000) / 256) .. "." .. (sent % 1000 % 256)\n'
      : '';
  writeFileSync(
    file,
    `local sent = 0
local run = ${1 + Math.floor(Math.random() * 250)}
local agents = {}
${AGENTS.map((agent, n) => `agents[${n + 1}] = ${lua(agent)}`).join('\n')}
local headers = { ${headers} }
request = function()
  sent = sent + 1
  headers["User-Agent"] = agents[sent % 1000 + 1]
${address}  return wrk.format("GET", ${lua(path)}, headers)
end
`,
  );
  return file;
}
