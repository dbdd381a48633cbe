import fc from 'fast-check';

/**
 * Generators of hostile request parts for the API fuzz tests: strings,
 * JSON bodies written by hand (so they can hold what JSON.stringify never
 * writes), query strings, path segments and headers.
 */

const MB = 1024 * 1024;

/** Single characters that break naive code: controls, surrogates, direction and width tricks. */
const TRICKY_CHARACTERS = [
  '\u0000',
  '\u0007',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u00ad',
  '\u034f',
  '\u061c',
  '\u180e',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u2028',
  '\u2029',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
  '\u3000',
  '\ufeff',
  '\ufffd',
  '\uffff',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\u{1f4a9}',
  '\u{10ffff}',
  'e\u0301',
  '\u0627\u0644\u0639\u0631\u0628\u064a\u0629',
  'Z\u0351\u036b\u0343\u036a\u0302\u036b\u033d\u034f\u0334\u0319',
];

/** Whole strings that mean something to a parser, a shell, SQL, HTML or a prototype chain. */
const TRICKY_STRINGS = [
  '',
  ' ',
  '\t\n\r',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '__proto__',
  'constructor',
  'prototype',
  "'; DROP TABLE articles; --",
  '" OR 1=1 --',
  'NEAR(a b)',
  '"unbalanced',
  'a* OR b*',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '//evil.test/x',
  '/\\evil.test',
  '../../../../etc/passwd',
  'C:\\Windows\\system32',
  '\u0024{7*7}{{7*7}}', // template injection
  '%00%ZZ%C0%80',
  'published,draft',
  'global-affairs',
  '2026-01-01T00:00:00Z',
  'https://example.com/a.png',
];

/** A code unit from anywhere in the BMP, lone surrogates included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Strings of every kind a person or an attacker could type, up to 70 kB. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 40 }), weight: 2 },
  {
    arbitrary: fc.string({ unit: fc.constantFrom(...TRICKY_CHARACTERS), maxLength: 20 }),
    weight: 2,
  },
  { arbitrary: fc.constantFrom(...TRICKY_STRINGS), weight: 3 },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom('a', '\u200b', '\ud83d', 'é', '<'),
        fc.constantFrom(301, 5_000, 70_000),
      )
      .map(([unit, length]) => unit.repeat(length)),
    weight: 1,
  },
);

/** Keys that poison prototypes or repeat a real field. */
const POISON_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

/** A key for an object in a body: a real field of the endpoint, a poison key, or anything. */
export function fieldName(fields: readonly string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    ...(fields.length > 0 ? [fc.constantFrom(...fields)] : []),
    fc.constantFrom(...POISON_KEYS),
    fc.string({ unit: 'binary', maxLength: 12 }),
  );
}

/** Numbers as JSON text, including ones JSON.stringify never writes. */
const NUMBER_TEXT = [
  '0',
  '-0',
  '1',
  '-1',
  '0.5',
  '1.0',
  '1e2',
  '1E-7',
  '1e309',
  '-1e309',
  '1e-400',
  '9007199254740993',
  '123456789012345678901234567890',
  '2147483648',
  '11',
  '61',
  '"NaN"',
  '"Infinity"',
  '"10"',
  'NaN',
  'Infinity',
  '01',
  '+1',
  '.5',
  '0x10',
];

const jsonString = (value: string) => JSON.stringify(value);

/** Any JSON value written out as text, from a bounded tree of hostile leaves. */
export const hostileJsonText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString.map(jsonString),
    fc.constantFrom(...NUMBER_TEXT),
    fc.constantFrom('true', 'false', 'null', '[]', '{}'),
    fc.double().map((value) => JSON.stringify(value)),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(fieldName(), tie('value')), { maxLength: 4 })
      .map(
        (entries) => `{${entries.map(([key, value]) => `${jsonString(key)}:${value}`).join(',')}}`,
      ),
  ),
})).value;

function nested(depth: number, open: string, close: string, inner = '1'): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

/** Bodies that are not JSON, or JSON no endpoint takes, whatever the endpoint. */
const RAW_GARBAGE = [
  '',
  ' ',
  '{',
  '}',
  '[',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"a" 1}',
  '{"a":undefined}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":0x10}',
  '{"a":"\\ud800"}',
  '{"a":"\\x41"}',
  '{"a":"\u0000"}',
  '\ufeff{}',
  '\u0000',
  'null',
  'true',
  '0',
  '-0',
  '1e309',
  '"string"',
  '[]',
  '[{}]',
  '{}',
  'a=1&b=2',
  '--boundary\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--boundary--',
  '<?xml version="1.0"?><a/>',
  '{"__proto__":{"isAdmin":true,"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"__proto__":null}',
  '[1,2,3'.repeat(10),
  nested(65, '[', ']'),
  nested(1_000, '[', ']'),
  nested(10_000, '[', ']'),
  nested(100_000, '[', ']'),
  nested(10_000, '{"a":', '}'),
  `{"a":${nested(10_000, '[', ']')}}`,
];

/** 1 MB and more: past the body limit of every route but the database import. */
export const OVERSIZED_BODIES = [
  jsonString('a'.repeat(MB + 1)),
  `{"text":${jsonString('x'.repeat(MB))}}`,
  `[${'0,'.repeat(MB / 2)}0]`,
];

/**
 * Hostile JSON bodies for an endpoint whose valid payload is `valid`:
 * garbage, any JSON, and the valid payload with one field replaced, a real
 * field repeated (duplicate keys, the last one wins in JSON.parse) or a
 * poison key added. Returned as text, since JSON.stringify cannot write
 * duplicate keys, lone surrogate escapes or 1e309.
 */
export function hostileBody(
  valid: Record<string, unknown>,
): fc.Arbitrary<string | Uint8Array<ArrayBuffer>> {
  const fields = Object.keys(valid);
  const entries = (record: Record<string, unknown>) =>
    Object.entries(record).map(([key, value]) => `${jsonString(key)}:${JSON.stringify(value)}`);
  const withField = fc
    .tuple(fieldName([...fields, 'id', 'version', 'createdAt']), hostileJsonText)
    .map(([key, value]) => {
      const rest = entries(Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key)));
      return `{${[...rest, `${jsonString(key)}:${value}`].join(',')}}`;
    });
  const duplicated = fc
    .tuple(fc.constantFrom(...fields), hostileJsonText, fc.boolean())
    .map(([key, value, hostileLast]) => {
      const original = `${jsonString(key)}:${JSON.stringify(valid[key])}`;
      const hostile = `${jsonString(key)}:${value}`;
      const pair = hostileLast ? [original, hostile] : [hostile, original];
      return `{${[...entries(valid), ...pair].join(',')}}`;
    });
  const poisoned = fc
    .tuple(fc.constantFrom(...POISON_KEYS), hostileJsonText)
    .map(([key, value]) => `{${[`${jsonString(key)}:${value}`, ...entries(valid)].join(',')}}`);
  return fc.oneof(
    { arbitrary: fc.constantFrom(...RAW_GARBAGE), weight: 3 },
    { arbitrary: hostileJsonText, weight: 2 },
    { arbitrary: withField, weight: 4 },
    { arbitrary: duplicated, weight: 1 },
    { arbitrary: poisoned, weight: 1 },
    { arbitrary: fc.constantFrom(...OVERSIZED_BODIES), weight: 1 },
    { arbitrary: notUtf8(valid), weight: 1 },
  );
}

/** Bytes that are not UTF-8 (overlong, surrogate, truncated sequences, UTF-16), around the valid payload. */
function notUtf8(valid: Record<string, unknown>): fc.Arbitrary<Uint8Array<ArrayBuffer>> {
  const json = new TextEncoder().encode(JSON.stringify(valid));
  const bad = fc.constantFrom(
    [0xc0, 0x80],
    [0xed, 0xa0, 0x80],
    [0xf4, 0x90, 0x80, 0x80],
    [0xff, 0xfe],
    [0xe2, 0x82],
    [0x80],
  );
  return fc.oneof(
    // Inside the first string value: after the opening quote of the first key's value.
    bad.map((bytes) => {
      const at = json.indexOf(0x22, json.indexOf(0x3a)) + 1;
      return Uint8Array.from([...json.slice(0, at), ...bytes, ...json.slice(at)]);
    }),
    bad.map((bytes) => Uint8Array.from([...bytes, ...json])),
    fc.constant(
      new Uint8Array(
        new Uint16Array([...JSON.stringify(valid)].map((c) => c.charCodeAt(0))).buffer,
      ),
    ),
  );
}

/** Percent-encoded text; a lone surrogate, which encodeURIComponent refuses, as its illegal UTF-8 bytes. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `%ED%A0%80${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}`;
  }
}

/** Escapes no decoder accepts, and encodings of overlong or illegal UTF-8. */
const BAD_ESCAPES = [
  '%',
  '%%',
  '%Z',
  '%ZZ',
  '%G0',
  '%C0%80',
  '%C0%AF',
  '%E0%80%80',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%FF',
  '%E0%A4%A',
  '%00',
  '%0A%0D',
  '%2F',
  '%2e%2e',
  '%252F',
  '+',
  '%20',
];

/** A value in a URL: hostile text encoded, malformed escapes, or huge. */
export const hostileUrlValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileString.filter((value) => value.length < 2_000).map(encode), weight: 4 },
  { arbitrary: fc.constantFrom(...BAD_ESCAPES), weight: 3 },
  {
    arbitrary: fc
      .array(fc.constantFrom(...BAD_ESCAPES, 'a', '1'), { maxLength: 8 })
      .map((parts) => parts.join('')),
    weight: 2,
  },
  {
    arbitrary: fc.constantFrom(
      '1',
      '0',
      '-1',
      '100',
      '101',
      '1e2',
      '1e309',
      '0x10',
      '99999999999999999999',
      '',
    ),
    weight: 2,
  },
  { arbitrary: fc.constantFrom(10_000, 100_000).map((length) => 'a'.repeat(length)), weight: 1 },
);

/**
 * A query string (without "?") for an endpoint taking `params`: its own
 * parameters and others, repeated, as arrays ("a[]", "a[b]"), empty, or
 * without "=".
 */
export function hostileQuery(params: readonly string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    ...(params.length > 0 ? [{ arbitrary: fc.constantFrom(...params), weight: 4 }] : []),
    {
      arbitrary: fc.constantFrom(...POISON_KEYS, '__proto__[x]', 'constructor[prototype][x]'),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom(...(params.length > 0 ? params : ['q'])),
          fc.constantFrom('[]', '[0]', '[a]', '.a'),
        )
        .map(([param, suffix]) => param + suffix),
      weight: 1,
    },
    { arbitrary: hostileUrlValue.filter((value) => value.length < 100), weight: 1 },
  );
  const pair = fc.oneof(
    {
      arbitrary: fc.tuple(name, hostileUrlValue).map(([key, value]) => `${key}=${value}`),
      weight: 6,
    },
    { arbitrary: name, weight: 1 },
    { arbitrary: fc.constantFrom('', '=', '&', '==', '=x'), weight: 1 },
  );
  return fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join('&'));
}

/** A path segment for a `:param` route: an id, a name, garbage, or huge. */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileUrlValue.filter((value) => value !== ''), weight: 5 },
  {
    arbitrary: fc.constantFrom('.', '..', '%2e', '.%2E', 'a%2Fb', 'a;b', 'a,b', '~', '@', '*'),
    weight: 1,
  },
  { arbitrary: fc.constantFrom(8_000, 60_000).map((length) => 'x'.repeat(length)), weight: 1 },
);

/** A header value as a byte string (what Headers accepts): Latin-1 without NUL, CR or LF. */
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)),
  maxLength: 60,
});

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'APPLICATION/JSON',
  'application/json;;;=',
  ' application/json ',
  'application/json, text/plain',
  'application/jsonp',
  'application/json-patch+json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=boundary',
  'text/plain',
  'text/html',
  'application/octet-stream',
  '*/*',
  '',
];

const ACCEPT_ENCODINGS = [
  'gzip',
  'br',
  'gzip;q=0',
  'gzip;q=0.0, identity;q=0',
  'br;q=abc, gzip;q=-1, *;q=NaN',
  '*',
  'identity;q=0, *;q=0',
  'zstd, deflate, compress, x-gzip',
  `${'gzip,'.repeat(2_000)}gzip`,
  ';;;,,,',
];

const IF_NONE_MATCHES = [
  '*',
  'W/"x"',
  '"',
  '""',
  'W/',
  `"${'x'.repeat(10_000)}"`,
  '"a", "b", *, W/"c"',
];

export interface HeaderOptions {
  /** The site's own origin, sent on most writes so the request gets past the CSRF check. */
  origin: string;
  /** The Cookie header of a valid session, sent on most requests when given. */
  sessionCookie?: string;
  sessionCookieName: string;
}

/**
 * Request headers as a browser, a script or an attacker might send them.
 * The valid session and the JSON content type are sent most of the time, so
 * most requests reach the routes behind the admin gate.
 */
export function hostileHeaders({ origin, sessionCookie, sessionCookieName }: HeaderOptions) {
  const contentType = fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 6 },
    { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 3 },
    { arbitrary: headerText, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
  const cookie = fc.oneof(
    ...(sessionCookie ? [{ arbitrary: fc.constant(sessionCookie), weight: 8 }] : []),
    { arbitrary: fc.constant(undefined), weight: 1 },
    { arbitrary: headerText.map((value) => `${sessionCookieName}=${value}`), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        `${sessionCookieName}=`,
        `${sessionCookieName}=%ZZ; ${sessionCookieName}=%C0%80`,
        `${sessionCookieName}=bogus; ${sessionCookie ?? ''}`,
        `${sessionCookieName}=${'A'.repeat(43)}`,
        `=; ;;; ${sessionCookieName}`,
        `${sessionCookieName}=${'x'.repeat(64 * 1024)}`,
      ),
      weight: 1,
    },
    { arbitrary: headerText, weight: 1 },
  );
  const originHeader = fc.oneof(
    { arbitrary: fc.constant(origin), weight: 8 },
    {
      arbitrary: fc.constantFrom(
        undefined,
        'null',
        'http://evil.test',
        `${origin}/`,
        `${origin}.evil.test`,
      ),
      weight: 1,
    },
  );
  const optional = {
    'accept-encoding': fc.option(fc.constantFrom(...ACCEPT_ENCODINGS), { freq: 3 }),
    'if-none-match': fc.option(fc.constantFrom(...IF_NONE_MATCHES), { freq: 4 }),
  };
  // What the site's own pages send, with only the harmless headers varied.
  const clean = fc.record({
    'content-type': fc.constant('application/json'),
    cookie: fc.constant(sessionCookie),
    origin: fc.constant(origin),
    ...optional,
  });
  const hostile = fc.record({
    'content-type': contentType,
    cookie,
    origin: originHeader,
    ...optional,
    'sec-fetch-site': fc.option(fc.constantFrom('same-origin', 'cross-site', 'none'), { freq: 4 }),
    accept: fc.option(fc.constantFrom('application/json', 'text/html', '*/*', ''), { freq: 3 }),
    'x-forwarded-for': fc.option(headerText, { freq: 5 }),
  });
  return fc
    .oneof({ arbitrary: clean, weight: 3 }, { arbitrary: hostile, weight: 2 })
    .map((headers) => {
      const present: Record<string, string> = {};
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined && value !== null) present[name] = value;
      }
      return present;
    });
}
