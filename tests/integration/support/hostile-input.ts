import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, expect } from 'vitest';

/**
 * Issue 12's generated invalid input, shared by the route and server action fuzz tests: wrong
 * types, prototype keys, NaN and huge amounts, NUL bytes, lone surrogates, long strings.
 */

const SOURCE_ROOT = join(import.meta.dirname, '../../../src');

/** Every file under `src/<folder>` whose path ends in `suffix`, absolute. */
export function findSourceFiles(folder: string, suffix: string): string[] {
  const root = join(SOURCE_ROOT, folder);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith(suffix))
    .map((path) => join(root, path))
    .sort();
}

export function readSourceFile(path: string): string {
  return readFileSync(path, 'utf8');
}

/**
 * The shop's own field names (every key of a zod object in the areas' schemas), so generated
 * objects reach real fields with the wrong values instead of being refused as empty.
 */
const FIELD_NAMES = [
  ...new Set(findSourceFiles('domains', 'schemas.ts').flatMap((path) => [...readSourceFile(path).matchAll(/^\s+(\w+): z[.(]/gm)].flatMap((match) => match[1] ?? []))),
];

const LONG_STRING = 'x'.repeat(100_000);
const hostileConstants = [
  '', ' ', '\0', 'a\0b', '\uD800', 'x\uDFFF', '\uFFFE', 'null', 'undefined', 'NaN', 'Infinity', '-1', '0', '1e308', '1e999', '-0', '0x1F',
  '9007199254740993', '__proto__', 'constructor', '../../etc/passwd', '%00', '%ff', '<script>alert(1)</script>', "' OR 1=1 --", 'é'.repeat(300),
  '2026-02-30', '25:61', 'a@b', 'x'.repeat(2_000), LONG_STRING,
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...hostileConstants),
  fc.string({ unit: 'binary', maxLength: 30 }),
  // Lone surrogates, which no well-formed text has.
  fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)), maxLength: 4 }),
  fc.string({ maxLength: 12 }).map((text) => `${text}\0${text}`),
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -1, 0, -0, 0.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), Number.MIN_VALUE),
  fc.integer(),
  fc.double(),
);

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];
const hostileKey = fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.constantFrom(...PROTOTYPE_KEYS), hostileString);

/**
 * Any value, nested: objects are built with Object.fromEntries, so a `__proto__` key stays an
 * own property and survives JSON.stringify as the key an attacker would send.
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constantFrom(null, undefined),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 6 }).map((entries) => Object.fromEntries(entries)),
  ),
})).value;

/** An object of the shop's own fields with hostile values, the likeliest to get past a parser's first check. */
const hostileFields: fc.Arbitrary<Record<string, unknown>> = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.constantFrom(...PROTOTYPE_KEYS)), hostileValue), { minLength: 1, maxLength: 8 })
  .map((entries) => Object.fromEntries(entries));

/** JSON text JSON.stringify cannot make: number literals that parse to Infinity or lose precision. */
const numberLiteralText = fc
  .tuple(fc.constantFrom(...FIELD_NAMES), fc.constantFrom('1e999', '-1e999', '1e308', '123456789012345678901234567890', '-0', '0.1e-400'))
  .map(([field, literal]) => `{"${field}":${literal},"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}`);

/** A body of a few MB, built once. */
const HUGE_JSON_TEXT = `{"title":"${'x'.repeat(3 * 1024 * 1024)}"}`;

export type HostileBody = { kind: string; body?: BodyInit; contentType?: string };

export const jsonBody = (text: string, kind: string): HostileBody => ({ kind, body: text, contentType: 'application/json' });

const multipartForm: fc.Arbitrary<FormData> = fc
  .tuple(fc.uint8Array({ maxLength: 256 }), fc.constantFrom('file', 'upload', 'image', 'csv'), hostileString, fc.array(fc.tuple(hostileKey, hostileString), { maxLength: 3 }))
  .map(([bytes, field, name, fields]) => {
    const form = new FormData();
    form.append(field, new File([bytes], name.slice(0, 200) || 'x', { type: 'image/png' }));
    for (const [key, value] of fields) form.append(key, value.slice(0, 1_000));
    return form;
  });
const multipartBody: fc.Arbitrary<HostileBody> = multipartForm.map((form) => ({ kind: 'multipart', body: form }));

export const hostileBody: fc.Arbitrary<HostileBody> = fc.oneof(
  fc.constant({ kind: 'none' }),
  hostileValue.map((value) => jsonBody(JSON.stringify(value) ?? 'undefined', 'json value')),
  hostileFields.map((fields) => jsonBody(JSON.stringify(fields), 'json fields')),
  numberLiteralText.map((text) => jsonBody(text, 'number literals')),
  hostileString.map((text) => jsonBody(text, 'invalid json')),
  fc.constant(jsonBody(HUGE_JSON_TEXT, 'huge')),
  multipartBody,
  fc
    .tuple(hostileFields, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/json; charset=utf-16', 'image/png', ''))
    .map(([fields, contentType]) => ({ kind: 'wrong content type', body: JSON.stringify(fields), contentType })),
);

/** Query strings with the shop's own parameter names and hostile values. */
export const hostileQuery: fc.Arbitrary<[string, string][]> = fc.array(
  fc.tuple(fc.oneof(fc.constantFrom<string>(...FIELD_NAMES, 'page', 'per_page', 'search', 'tags', 'budget', 'month', 'order', 'key', 'voucher'), hostileString), hostileString),
  { maxLength: 4 },
);

/**
 * Origin headers: none (an API client) and our own mostly, so most input reaches the parsers,
 * and the ones the shop must refuse.
 */
export const anyOrigin: fc.Arbitrary<string | null> = fc.oneof(
  { arbitrary: fc.constantFrom(null, 'http://localhost'), weight: 4 },
  { arbitrary: fc.constantFrom('null', '', '://', 'http://[::1', 'https://evil.example', 'http://localhost.evil.example'), weight: 1 },
);

/** A route param or path segment as Next would hand it over (decoded). */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(hostileString, fc.uuid(), fc.constantFrom('1', 'abc', 'a.png', '..'));

/** The arguments of a server action: a form's value, hostile values, FormData, or nothing. */
export const hostileActionArguments: fc.Arbitrary<unknown[]> = fc.oneof(
  fc.array(hostileValue, { maxLength: 3 }),
  fc.tuple(hostileFields, hostileValue),
  multipartForm.map((form) => [form]),
  fc.constant<unknown[]>([]),
);

/** Each call comes from its own address, so per-IP limits do not stop the input before the parsers. */
let nextAddress = 0;
export function nextClientAddress(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

/**
 * Anything thrown outside a request's own promise, as a crash of the server would be: the fuzz
 * tests assert the list stays empty after each run, and the file fails if it is not at its end.
 */
export function watchUnhandledErrors(): { errors: unknown[] } {
  const errors: unknown[] = [];
  const onRejection = (reason: unknown) => void errors.push(reason);
  const onException = (error: unknown) => void errors.push(error);
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtExceptionMonitor', onException);
  afterAll(async () => {
    // A rejection may surface a moment after the last answer (work a handler or action left running).
    await new Promise((resolve) => setTimeout(resolve, 200));
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtExceptionMonitor', onException);
    expect(errors).toEqual([]);
  });
  return { errors };
}

/** A failed fast-check run, shrunk, with long strings cut so the report stays readable; null when it passed. */
export function describeFailure<Input>(result: fc.RunDetails<Input>): string | null {
  if (!result.failed) return null;
  const cut = (_key: string, value: unknown) => {
    if (typeof value === 'string' && value.length > 200) return `${value.slice(0, 200)}… (${value.length} characters)`;
    if (value instanceof FormData) return { formData: [...value.keys()] };
    if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
    return value;
  };
  return `${JSON.stringify(result.counterexample, cut)}\n→ ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}`;
}

type Path = (string | number)[];

/** Every path into a JSON-like value, containers included. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  if (value && typeof value === 'object') return [path, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
  return [path];
}

/** A copy of `value` with what sits at `path` replaced (or, with `remove`, left out). */
function replaceAt(value: unknown, path: Path, replacement: unknown, remove = false): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) return value.flatMap((item, index) => (index !== head ? [item] : rest.length || !remove ? [replaceAt(item, rest, replacement, remove)] : []));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]) => (key !== head ? [[key, item]] : rest.length || !remove ? [[key, replaceAt(item, rest, replacement, remove)]] : [])),
  );
}

/**
 * A valid input with one thing wrong: a field (or a whole part) replaced by a hostile value or
 * left out, or a prototype key added. Past the first checks of a schema, this reaches the
 * service's own rules, where a wrong type slips through least noticed.
 */
export function nearlyValid(seed: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths = pathsOf(seed).filter((path) => path.length > 0);
  return fc.oneof(
    fc.constant(seed),
    fc.tuple(fc.constantFrom(...paths), fc.oneof(hostileValue, hostileNumber, hostileString)).map(([path, value]) => replaceAt(seed, path, value)),
    fc.constantFrom(...paths).map((path) => replaceAt(seed, path, undefined, true)),
    fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), hostileValue).map(([key, value]) => Object.fromEntries([...Object.entries(seed), [key, value]])),
  );
}
