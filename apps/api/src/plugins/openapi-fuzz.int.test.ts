import { describe, expect, it } from 'vitest';
import { inNewTeam, useTestApp, type AuthHeaders } from '../test/test-app.js';

/**
 * Bad input generated from the API's own OpenAPI document: every operation gets at least 50
 * requests that are wrong in the ways careless clients and attackers are (wrong types, missing
 * and unknown fields, huge, empty and control-character strings, lone surrogates, deep nesting,
 * prototype keys, out-of-range numbers and dates, wrong content types, malformed JSON and
 * multipart). None may answer 5xx, nor show a stack trace or SQL.
 */
const SITE_ADMIN = 'fuzz.admin@example.pl';
const env = useTestApp({ env: { ADMIN_EMAILS: SITE_ADMIN } });

/** The run stops sending after this long (the machine is shared); what was sent is judged. */
const DEADLINE_MS = 150_000;
const VARIANTS_PER_OPERATION = 58;

/** Operations that end the caller's session: fuzzing them would leave the rest unauthorised. */
const SKIPPED = new Set(['POST /int/logout']);

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Variant = { method: string; url: string; contentType?: string; payload?: string };

/** A value the schema would take, as a well-behaved client sends it. */
function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return 'tekst';
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice?.length) return sample(choice[0], depth + 1);
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T10:00:00+01:00';
      if (schema.format === 'email') return 'jan.kowalski@example.pl';
      return 'Zażółć gęślą jaźń';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'object':
    case undefined: {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = sample(property, depth + 1);
      }
      return value;
    }
    default:
      return null;
  }
}

/** Strings that are wrong for most fields, written as JSON (some are not valid JSON values). */
const BAD_JSON_VALUES = [
  '42',
  'true',
  'null',
  '[]',
  '{}',
  '""',
  JSON.stringify('x'.repeat(100_000)),
  JSON.stringify('Kowal\u0000ski'),
  '"Kowal\\ud800ski"',
  JSON.stringify('\u202eRLO\u0007\u001b[31m'),
  '1e309',
  '-1',
  '99999999999999999999999',
  '"1899-12-31"',
  '"2100-01-01T00:00:00Z"',
  '"2026-02-30"',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
];

const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Values for a path or query parameter, percent-encoded as they go in the URL. */
const BAD_URL_VALUES = [
  '',
  'x',
  'a'.repeat(5000),
  'Kowal%00ski',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20OR%20'1'='1",
  '%F0%9F%99%82',
  '-1',
  '1e309',
  '99999999999999999999',
  '1899-12-31',
  '2100-01-01',
  '%E2%80%AE',
  'null',
];

function variantsFor(method: string, path: string, operation: Operation): Variant[] {
  const params = operation.parameters ?? [];
  const fill = (value: string) => path.replace(/\{[^}]+\}/g, value);
  const url = fill('abcdefgh12');
  const variants: Variant[] = [];
  const add = (variant: Omit<Variant, 'method'>) => variants.push({ method, ...variant });

  if (params.some((param) => param.in === 'path')) {
    for (const value of BAD_URL_VALUES) add({ url: fill(value) });
  }
  for (const param of params.filter((p) => p.in === 'query')) {
    for (const value of BAD_URL_VALUES) add({ url: `${url}?${param.name}=${value}` });
    add({ url: `${url}?${param.name}=a&${param.name}=b` });
    add({ url: `${url}?${param.name}[x]=1` });
  }
  add({ url: `${url}?__proto__[admin]=true&constructor[prototype][admin]=true` });
  add({ url: `${url}?unknown_parameter=1` });

  const json = operation.requestBody?.content?.['application/json']?.schema;
  const multipart = operation.requestBody?.content?.['multipart/form-data'];
  if (json) {
    const base = sample(json) as Record<string, unknown>;
    const body = (payload: string) => add({ url, contentType: 'application/json', payload });
    for (const raw of [...BAD_JSON_VALUES, '{"a":', '', deep(2000), deep(40)]) body(raw);
    body(JSON.stringify({ ...base, unknown_field: 1 }));
    for (const key of json.required ?? []) {
      const { [key]: _left, ...rest } = base;
      body(JSON.stringify(rest));
    }
    for (const key of Object.keys(json.properties ?? {})) {
      for (const raw of BAD_JSON_VALUES) {
        body(
          `{${Object.entries(base)
            .filter(([name]) => name !== key)
            .map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`)
            .concat(`${JSON.stringify(key)}:${raw}`)
            .join(',')}}`,
        );
      }
    }
    add({ url, contentType: 'text/plain', payload: JSON.stringify(base) });
    add({ url, contentType: 'application/xml', payload: '<a/>' });
  }
  if (multipart || json) {
    for (const payload of [
      'garbage',
      '--x\r\n\r\nabc',
      '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n',
    ]) {
      add({ url, contentType: 'multipart/form-data; boundary=x', payload });
    }
    add({ url, contentType: 'multipart/form-data', payload: 'no boundary' });
  }
  // Enough of every operation: the list of variants again with the values in another order.
  for (let index = 0; variants.length < VARIANTS_PER_OPERATION; index += 1) {
    add({ url: `${fill(BAD_URL_VALUES[index % BAD_URL_VALUES.length]!)}?page=${index}` });
  }
  // Spread over the kinds of variant when an operation has many fields.
  const step = Math.max(1, Math.floor(variants.length / (VARIANTS_PER_OPERATION * 2)));
  return variants.filter((_, index) => index % step === 0);
}

const LEAK =
  /\bat .+\.(ts|js|mjs):\d+|\bselect\b.+\bfrom\b|\binsert into\b|syntax error at or near|relation ".+" does not exist|violates .+ constraint/i;

describe('bad input generated from the OpenAPI document', () => {
  it(
    'never answers 5xx, nor shows a stack trace or SQL, on any operation',
    async () => {
      const doc = (await env.call('GET', '/int/openapi.json')).json() as {
        paths: Record<string, Record<string, Operation>>;
      };
      let session = await signedIn();
      const failures: string[] = [];
      const started = Date.now();
      let sent = 0;
      const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
      );
      for (const { method, path, operation } of operations) {
        if (SKIPPED.has(`${method} ${path}`)) continue;
        for (const variant of variantsFor(method, path, operation)) {
          if (Date.now() - started > DEADLINE_MS) break;
          const response = await env.t.app.inject({
            method: variant.method as 'GET',
            url: variant.url,
            headers: {
              ...session,
              ...(variant.contentType ? { 'content-type': variant.contentType } : {}),
            },
            ...(variant.payload !== undefined ? { payload: variant.payload } : {}),
          });
          sent += 1;
          if (response.statusCode >= 500 || LEAK.test(response.body)) {
            const what = variant.payload?.slice(0, 80) ?? '';
            failures.push(
              `${variant.method} ${variant.url.slice(0, 100)} ${what} → ${response.statusCode} ${response.body.slice(0, 160)}`,
            );
          }
          // A variant that happened to end the session (a removed account): sign in again.
          if (
            response.statusCode === 401 &&
            (await env.call('GET', '/int/user', session)).statusCode === 401
          ) {
            session = await signedIn();
          }
        }
      }
      console.info(`OpenAPI fuzz: ${sent} requests over ${operations.length} operations`);
      expect(failures.slice(0, 25)).toEqual([]);
      expect(sent).toBeGreaterThan(operations.length * 40);
    },
    DEADLINE_MS + 120_000,
  );
});

let signIns = 0;
/** A site administrator working in a team of its own: every route is within its reach. */
async function signedIn(): Promise<AuthHeaders> {
  signIns += 1;
  const email = signIns === 1 ? SITE_ADMIN : `fuzz.${signIns}@example.pl`;
  return (await inNewTeam(env, 'Kantor', email)).headers;
}
