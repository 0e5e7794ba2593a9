// Hostile input for property-based tests (fast-check): strings an attacker would try, bodies of every wrong shape,
// deep JSON, prototype-pollution keys, traversal in ids and SKUs, and tokens that must not be accepted.
import fc from 'fast-check';

export const NASTY_STRINGS = [
  '',
  ' ',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '..\\..\\windows',
  '/./././',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '\u0000',
  '\uFEFF\u200B\u202E',
  '😀'.repeat(50),
  'Ωmega ünïcödé 中文 العربية',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  'x'.repeat(70_000),
];

export const hostileString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.string({ unit: 'binary', maxLength: 100 }),
);

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

/** JSON text whose objects carry prototype-pollution keys (JSON.parse makes them own properties named so). */
export const pollutingJson = fc
  .tuple(
    fc.constantFrom(...PROTO_KEYS),
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom('lines', 'messages', 'fields', 'version', 'x'),
  )
  .map(
    ([key, value, field]) =>
      `{"${key}":{"polluted":true,"isAdmin":true},"${field}":{"${key}":{"polluted":true}},"extra":${JSON.stringify(value)}}`,
  );

/** Nested far deeper than any real body: arrays or objects, closed or left open. */
export const deepJson = fc
  .tuple(fc.integer({ min: 1_000, max: 20_000 }), fc.boolean(), fc.boolean())
  .map(([depth, objects, closed]) =>
    objects
      ? '{"a":'.repeat(depth) + '1' + (closed ? '}'.repeat(depth) : '')
      : '['.repeat(depth) + (closed ? ']'.repeat(depth) : ''),
  );

/** Any request body text: JSON of every type, broken JSON, huge strings, deep nesting, polluting keys. */
export const hostileBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  hostileString,
  pollutingJson,
  deepJson,
  fc.constantFrom(
    '{',
    '{"lines":[',
    'null',
    '[]',
    '{}',
    '"x"',
    '1',
    'true',
    '{"lines":null}',
    '{"lines":{}}',
    '{"messages":"hi"}',
  ),
  fc
    .record({
      lines: fc.array(
        fc.record({
          sku: hostileString,
          quantity: fc.oneof(fc.integer(), fc.double(), hostileString, fc.constant(null)),
        }),
        { maxLength: 60 },
      ),
    })
    .map((v) => JSON.stringify(v)),
  fc
    .record({
      messages: fc.array(
        fc.record({
          role: fc.oneof(fc.constantFrom('system', 'tool', 'admin', ''), hostileString),
          content: fc.oneof(hostileString, fc.integer()),
        }),
        { maxLength: 5 },
      ),
    })
    .map((v) => JSON.stringify(v)),
  fc
    .record({ version: fc.oneof(fc.integer(), hostileString, fc.double()), fields: fc.jsonValue({ maxDepth: 3 }) })
    .map((v) => JSON.stringify(v)),
);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Authorization header values that must never pass: garbage, unsigned tokens outside the emulator, wrong algorithms. */
export const badAuthorization = fc.oneof(
  hostileString.map((s) => `Bearer ${s}`),
  hostileString,
  fc.constantFrom('Basic YWRtaW46YWRtaW4=', 'Bearer', 'Bearer a.b.c', 'Bearer ...', `Bearer ${'a'.repeat(9_000)}.b.c`),
  fc
    .tuple(
      fc.constantFrom('none', 'HS256', 'RS256', 'ES256', 'RS512'),
      fc.string({ maxLength: 20 }),
      fc.string({ maxLength: 40 }),
    )
    .map(
      ([alg, sub, signature]) =>
        `Bearer ${b64({ alg, kid: 'k1', typ: 'JWT' })}.${b64({ sub: sub || 'x', aud: 'pcstore-test', iss: 'https://securetoken.google.com/pcstore-test', exp: 9_999_999_999, iat: 1, auth_time: 1 })}.${Buffer.from(signature).toString('base64url')}`,
    ),
);

/** What no answer may reveal: stack frames, file paths, exception names. */
export const LEAK =
  /\bat [\w.<>]+ \(|\/(?:src|srv|home|work|tmp|node_modules)\/|\.(?:ts|mts|js):\d+|\b(?:TypeError|RangeError|SyntaxError|ReferenceError)\b/;

/** Checks a Function's answer to hostile input: a 4xx JSON answer with our headers and nothing leaked. */
export async function expectClientError(response: Response, allowed: readonly number[] = []): Promise<string> {
  const text = await response.text();
  const ok = (response.status >= 400 && response.status < 500) || allowed.includes(response.status);
  if (!ok) throw new Error(`Expected a 4xx, got ${response.status}: ${text.slice(0, 300)}`);
  if (!/json/.test(response.headers.get('Content-Type') ?? ''))
    throw new Error(`Not JSON: ${response.headers.get('Content-Type')}`);
  if (LEAK.test(text)) throw new Error(`Leaks internals: ${text.slice(0, 300)}`);
  if (
    response.headers.get('Cache-Control') !== 'no-store' ||
    response.headers.get('X-Content-Type-Options') !== 'nosniff'
  )
    throw new Error('Missing safety headers');
  return text;
}
