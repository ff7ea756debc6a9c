import fc from 'fast-check';
import type { JsonSchema } from './openapi';

/** A fragment written into a URL as it is, not percent-encoded again (`%00`, `../`, a broken escape). */
export class Raw {
  constructor(readonly text: string) {}
  toJSON() {
    return this.text;
  }
}

/** Stands for the caller's own user id, written in when the request is made for a given role. */
export const SELF: object = Object.freeze({ self: true });

/** What the fuzzer knows of the database and the document, to make values that reach deep code. */
export type Knowledge = {
  /** Real ids by field name (`owner`, `type_of_leave`, `id` of a route's record…). */
  ids: Record<string, number[]>;
  /** Enum values seen under a property name anywhere in the document. */
  enums: Map<string, Set<string>>;
  /** Usernames safe to sign in as from the fuzzer (never the roles it drives). */
  spareUsernames: string[];
  /** The demo companies' host names, so that the public company routes find one. */
  hostnames: string[];
  /** Field names that name the caller (`owner`, and `id` on one's own account). */
  selfFields: Set<string>;
};

export const DEMO_PASSWORD = 'demo1234';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const isoDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** A real date near today, where the leaves and the lists have data. */
export const plausibleDate = fc
  .date({ min: new Date('2019-01-01T00:00:00Z'), max: new Date('2031-12-31T00:00:00Z'), noInvalidDate: true })
  .map(isoDay);

/** The day `days` after a YYYY-MM-DD date. */
export const addDays = (day: string, days: number) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/** Dates the issue names, and their cousins: outside the range, not calendar dates, other shapes. */
export const EXTREME_DATES = [
  '0001-01-01',
  '0000-01-01',
  '0999-12-31',
  '1000-01-01',
  '1899-12-31',
  '1900-01-01',
  '1970-01-01',
  '2099-12-31',
  '2100-01-01',
  '9998-12-31',
  '9999-12-30',
  '9999-12-31',
  '2024-02-30',
  '2023-02-29',
  '2024-02-29',
  '2024-13',
  '2024-13-01',
  '2024-00-10',
  '2024-01-00',
  '2024-01-32',
  '2024-2-1',
  '20240101',
  '2024-01-01T00:00:00Z',
  '+002024-01-01',
  '-0001-01-01',
  '2024-01-01\u0000',
  ' 2024-01-01',
  '１９９９-０１-０１',
];

/** Begin/end pairs: the span of the day-by-day walk that once stopped the server, reversed spans, … */
export const DATE_PAIRS: [string, string][] = [
  ['1000-01-01', '9998-12-31'],
  ['9999-12-30', '9999-12-31'],
  ['0001-01-01', '9999-12-31'],
  ['1900-01-01', '2099-12-31'],
  ['2024-02-30', '2024-03-01'],
  ['2030-01-01', '2020-01-01'],
  ['2024-01-01', '2024-01-01'],
  ['2024-12-31', '2025-01-01'],
];

export const EXTREME_NUMBERS: unknown[] = [
  0,
  -0,
  -1,
  1.5,
  -1.5,
  1e-7,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 - 1,
  2 ** 53,
  -(2 ** 53),
  2 ** 63,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  'NaN',
  'Infinity',
  '-Infinity',
  '9007199254740993',
  '99999999999999999999999999',
  '1e3',
  '0x10',
  '  12  ',
  '1_000',
  '٣',
];

/** Path segments that are not ids: negative, zero, huge, words, encoded NUL, traversal, very long. */
export const MALFORMED_IDS = [
  '-1',
  '0',
  '1e9',
  '1000000000',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  '1.5',
  '0x1',
  'abc',
  '%00',
  '1%00',
  '..',
  '..%2F',
  '%2e%2e%2f',
  '%20',
  '%',
  '%zz',
  '%ED%A0%80',
  'null',
  'undefined',
  '[]',
  '%7B%7D',
  'Infinity',
  'NaN',
  '9'.repeat(120),
  'a'.repeat(5000),
].map((s) => new Raw(s));

const WRONG_TYPES: unknown[] = [null, true, false, [], {}, [1, 2], { a: 1 }, '', ' ', 0, 'abc', [null], [[[]]]];

const NASTY_STRINGS = [
  'a\u0000b',
  '\u0000',
  '%00',
  '\u0001\u0002\u0007\b\u001b\u001f\u007f',
  '\u0085\u2028\u2029',
  '\r\n\t',
  '\ud800',
  '\udfff',
  'a\ud83d',
  '\ufeff\u200b\u200d',
  '\u202eevil',
  'e\u0301\u0301\u0301\u0301',
  'Ωé漢字😀👩‍👩‍👧‍👦',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}{{7*7}}',
  '%',
  '_',
  '\\',
  '*',
  'null',
  'a'.repeat(256),
  'é'.repeat(5000),
];

/** 100 KB to 1 MB (and a bit more than the JSON body limit) of one kind of character. */
export const hugeString = fc
  .tuple(fc.constantFrom(100_000, 300_000, 1_000_000, 1_100_000), fc.constantFrom('x', 'é', '😀', '\u0000', 'a '))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Any UTF-16 code unit, lone surrogates and control characters included. */
const anyCodeUnits = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  maxLength: 40,
});

const deepObject = fc.constantFrom(50, 500, 1500).map((depth) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
});

/** A value of the wrong shape for any field: the core of the mutations. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...WRONG_TYPES), weight: 3 },
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.constantFrom(...EXTREME_NUMBERS), weight: 4 },
  { arbitrary: fc.constantFrom(...EXTREME_DATES), weight: 3 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: anyCodeUnits, weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }), weight: 1 },
  { arbitrary: deepObject, weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** A malformed path parameter: mostly id-shaped garbage, sometimes any nasty value. */
export const nastyParam: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...MALFORMED_IDS), weight: 3 },
  { arbitrary: nastyValue.filter((v) => typeof v !== 'string' || v.length <= 100_000), weight: 1 },
);

const word = fc.stringMatching(/^[a-z]{1,12}$/);
const name = fc.oneof(
  fc.constantFrom('Alice', 'Martin', 'Dupont', 'Éloïse', 'Ødegaard', "O'Neil", 'Jean-Luc', 'ß', 'İ'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
);

/** Valid-looking strings by field name, where the schema alone would give noise that never passes. */
function stringByName(field: string, schema: JsonSchema, known: Knowledge): fc.Arbitrary<string> | undefined {
  switch (field) {
    case 'username':
      return fc.oneof(fc.constantFrom(...known.spareUsernames), word);
    case 'password':
    case 'old_password':
    case 'new_password':
      return fc.oneof(fc.constant(DEMO_PASSWORD), fc.string({ minLength: schema.minLength ?? 1, maxLength: 24 }));
    case 'email':
      return fc.tuple(word, word, fc.constantFrom('fr', 'com', 'io')).map(([a, b, c]) => `${a}@${b}.${c}`);
    case 'hostname': {
      const made = fc.tuple(word, fc.constantFrom('localhost', 'example.com', 'fr')).map(([a, b]) => `${a}.${b}`);
      return known.hostnames.length ? fc.oneof(fc.constantFrom(...known.hostnames), made) : made;
    }
    case 'first_name':
    case 'last_name':
    case 'names':
    case 'name':
    case 'search':
      return fc.oneof(name, fc.constant(''));
    case 'phone':
    case 'mobile':
      return fc.stringMatching(/^\+?[0-9 ]{6,14}$/);
    case 'token':
      return fc.stringMatching(/^[A-Za-z0-9_-]{20,64}$/);
  }
  return undefined;
}

const enumOf = (known: Knowledge, field: string) => [...(known.enums.get(field) ?? [])];

/**
 * A value the schema accepts, shaped to pass the handler's own checks as often as possible: real ids,
 * dates near today, ordering by a listed field. `field` is the property or parameter name.
 */
export function validValue(
  schema: JsonSchema,
  field: string,
  known: Knowledge,
  orderings: string[] = [],
): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validValue(s, field, known, orderings)));
  const value = validNonNull(schema, field, known, orderings);
  return schema.nullable
    ? fc.oneof({ arbitrary: value, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 })
    : value;
}

function validNonNull(schema: JsonSchema, field: string, known: Knowledge, orderings: string[]): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const ids = known.ids[field];
      let min = schema.minimum ?? -1000;
      let max = schema.maximum ?? 1_000_000;
      if (schema.exclusiveMinimum === true) min += 1;
      if (schema.exclusiveMaximum === true) max -= 1;
      const near = fc.integer({ min, max: Math.min(max, min + 60) });
      const any = fc.integer({ min: Math.max(min, -(2 ** 53) + 1), max: Math.min(max, 2 ** 53 - 1) });
      if (ids?.length) {
        // Fields that name a user are often the caller: their own leaves, their own balance.
        const self = known.selfFields.has(field) ? [{ arbitrary: fc.constant(SELF), weight: 6 }] : [];
        return fc.oneof(...self, { arbitrary: fc.constantFrom(...ids), weight: 8 }, near, any);
      }
      return fc.oneof({ arbitrary: near, weight: 4 }, any);
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const item = validValue(schema.items ?? {}, field, known, orderings);
      return fc.array(item, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    }
    case 'object':
      return validObject(schema, known);
    case 'string':
      return validString(schema, field, known, orderings);
    default:
      // No schema: a hand-checked body or a hidden route. Any JSON, sometimes a known enum value.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: JsonSchema, field: string, known: Knowledge, orderings: string[]): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 60;
  const fit = (a: fc.Arbitrary<string>) =>
    a.map((s) => (s.length > max ? s.slice(0, max) : s)).filter((s) => s.length >= (schema.minLength ?? 0));
  if (schema.format === 'date') return plausibleDate;
  if (field === 'ordering' && orderings.length) {
    const one = fc.tuple(fc.constantFrom('', '-'), fc.constantFrom(...orderings)).map(([sign, f]) => sign + f);
    return fc.oneof(
      one,
      fc.array(one, { minLength: 2, maxLength: 3 }).map((terms) => terms.join(',')),
    );
  }
  const enums = enumOf(known, field);
  const byName = stringByName(field, schema, known);
  if (byName) return fit(byName);
  if (schema.pattern) {
    // fast-check writes strings for any regular expression; the result is cut to the schema's bounds.
    // A year-first shape (a month, a date) mostly gets a year near today, where the data is.
    const matching = fc.stringMatching(new RegExp(schema.pattern));
    return fit(
      fc
        .tuple(matching, fc.integer({ min: 2019, max: 2031 }), fc.boolean())
        .map(([text, year, keep]) => (keep ? text : text.replace(/^\d{4}(?=-)/, String(year)))),
    );
  }
  if (enums.length) return fc.oneof(fc.constantFrom(...enums), fit(fc.string({ maxLength: 20 })));
  return fit(fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: Math.min(max, 40) }));
}

/** An object with every required property and about half of the optional ones. */
export function validObject(schema: JsonSchema, known: Knowledge): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (!keys.length) return fc.dictionary(word, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  const shape = Object.fromEntries(keys.map((k) => [k, validValue(properties[k]!, k, known)]));
  return fc.record(shape, { requiredKeys: schema.required?.filter((k) => k in properties) ?? [] }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}
