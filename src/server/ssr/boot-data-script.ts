import { BOOT_GLOBAL, type BootData } from '~/client/boot-data';

/*
 * The boot data as the server writes it into the page's inline script
 * (render-page.tsx); the browser reads it back in entry.tsx.
 */

/** What could end the script element or the line in JSON, and its escape. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON safe inside an inline <script>: each character escaped on its own. */
function scriptSafeJson(value: unknown): string {
  // One pass over the JSON, not one per character.
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (unsafe) => ESCAPES[unsafe]!);
}

/**
 * Each answer's script-safe JSON, written once. The server keeps a read's
 * answer (the same object) for every render until the data changes, and the
 * answers are most of the boot data: page after page would write the same
 * tens of kilobytes again. Answers are never changed once read.
 */
const answersJson = new WeakMap<object, string>();

function answerJson(answer: object): string {
  let json = answersJson.get(answer);
  if (json === undefined) {
    json = isPlainObject(answer) ? membersJson(answer) : scriptSafeJson(answer);
    answersJson.set(answer, json);
  }
  return json;
}

/** An object JSON writes member by member: a plain one, with no `toJSON` of its own. */
function isPlainObject(value: object): value is Record<string, unknown> {
  return (
    Object.getPrototypeOf(value) === Object.prototype &&
    typeof (value as { toJSON?: unknown }).toJSON !== 'function'
  );
}

/**
 * A plain object's JSON from its members' own: a query often wraps what it
 * read in an object of its own (a list and its total), new at every render,
 * around members that are the answers kept. The same as JSON.stringify
 * writes: the same keys in the same order, those it leaves out left out.
 */
function membersJson(answer: Record<string, unknown>): string {
  const members: string[] = [];
  for (const key of Object.keys(answer)) {
    const value = answer[key];
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
    const json =
      typeof value === 'object' && value !== null ? answerJson(value) : scriptSafeJson(value);
    members.push(`${scriptSafeJson(key)}:${json}`);
  }
  return `{${members.join(',')}}`;
}

/** Where an answer goes in the boot data's JSON: a string no query key or answer holds (NULs). */
const ANSWER_MARK = '\u0000answer\u0000';
const ANSWER_MARK_JSON = JSON.stringify(ANSWER_MARK);

/** JSON safe to place inside an inline <script>: nothing in it can end the element. */
export function serializeBootData(data: BootData): string {
  const answers: string[] = [];
  const queries = data.queryState.queries.map((query) => {
    const answer = query.state.data;
    if (typeof answer !== 'object' || answer === null) return query;
    answers.push(answerJson(answer));
    return { ...query, state: { ...query.state, data: ANSWER_MARK } };
  });
  const pieces = scriptSafeJson({ ...data, queryState: { ...data.queryState, queries } }).split(
    ANSWER_MARK_JSON,
  );
  // Escaping works character by character, so the pieces and answers escaped
  // apart are the whole escaped at once.
  const json =
    pieces.length === answers.length + 1
      ? pieces.reduce((whole, piece, index) => whole + answers[index - 1]! + piece)
      : scriptSafeJson(data);
  return `window.${BOOT_GLOBAL}=${json};`;
}
