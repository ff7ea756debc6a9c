import fc from 'fast-check';
import { multipartMutations, PDF } from './multipart';
import type { Field, FuzzRoute, JsonSchema } from './openapi';
import {
  addDays,
  DATE_PAIRS,
  type Knowledge,
  nastyParam,
  nastyValue,
  Raw,
  SELF,
  validObject,
  validValue,
} from './values';

export type Part = { name: string; value: string | Buffer; filename?: string; contentType?: string };
export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string | Buffer; contentType?: string }
  | { kind: 'multipart'; parts: Part[]; boundary: string; header?: string; truncate?: boolean };

/** One request before it is written: mutations edit this, then `toRequest` encodes it. */
export type Input = { params: Record<string, unknown>; query: [string, unknown][]; body: Body };
export type Mutation = { label: string; apply(input: Input): void };
export type FuzzCase = { input: Input; labels: string[] };

const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
/** A deep copy that keeps the markers (`SELF`, `Raw`) and the file buffers as they are. */
function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clone) as T;
  if (!value || typeof value !== 'object' || value === SELF || value instanceof Raw || Buffer.isBuffer(value)) {
    return value;
  }
  const copy = {} as Record<string, unknown>;
  for (const [k, v] of Object.entries(value)) {
    Object.defineProperty(copy, k, { value: clone(v), enumerable: true, writable: true, configurable: true });
  }
  return copy as T;
}

/** Paths of the leaves of an object schema: `['admin', 'email']`, … */
function leafPaths(schema: JsonSchema | undefined, prefix: string[] = []): string[][] {
  if (!schema?.properties) return [];
  return Object.entries(schema.properties).flatMap(([key, sub]) =>
    sub.properties ? [[...prefix, key], ...leafPaths(sub, [...prefix, key])] : [[...prefix, key]],
  );
}

function requiredPaths(schema: JsonSchema | undefined, prefix: string[] = []): string[][] {
  if (!schema?.properties) return [];
  return Object.entries(schema.properties).flatMap(([key, sub]) => [
    ...(schema.required?.includes(key) ? [[...prefix, key]] : []),
    ...requiredPaths(sub, [...prefix, key]),
  ]);
}

function setPath(root: unknown, path: string[], value: unknown): unknown {
  const top = root && typeof root === 'object' && !Array.isArray(root) ? (root as Record<string, unknown>) : {};
  let node = top;
  path.slice(0, -1).forEach((key) => {
    const next = node[key];
    node[key] = next && typeof next === 'object' && !Array.isArray(next) ? next : {};
    node = node[key] as Record<string, unknown>;
  });
  // defineProperty, so that `__proto__` becomes a key of the JSON rather than the object's prototype.
  Object.defineProperty(node, path.at(-1)!, { value, enumerable: true, writable: true, configurable: true });
  return top;
}

function deletePath(root: unknown, path: string[]): void {
  let node = root as Record<string, unknown> | undefined;
  for (const key of path.slice(0, -1)) node = node?.[key] as Record<string, unknown> | undefined;
  if (node && typeof node === 'object') delete node[path.at(-1)!];
}

const validFor = (fields: Field[], known: Knowledge, orderings: string[]) =>
  fc.tuple(
    ...fields.map((f) =>
      fc.tuple(
        fc.constant(f.name),
        validValue(f.schema, f.name, known, orderings),
        f.required ? fc.constant(true) : fc.boolean(),
      ),
    ),
  );

function validBody(route: FuzzRoute, known: Knowledge): fc.Arbitrary<Body> {
  if (route.multipart) {
    return fc
      .tuple(
        fc.tuple(...route.multipartFields.map((name) => validValue({ type: 'string', maxLength: 40 }, name, known))),
        fc.stringMatching(/^[A-Za-z0-9]{8,30}$/),
      )
      .map(([values, tag]) => ({
        kind: 'multipart',
        boundary: `----fuzz${tag}`,
        parts: route.multipartFields.map((name, i) =>
          /file/.test(name)
            ? { name, value: PDF, filename: `${tag}.pdf`, contentType: 'application/pdf' }
            : { name, value: String(values[i]) },
        ),
      }));
  }
  if (route.body) {
    const value = route.body.properties ? validObject(route.body, known) : validValue(route.body, '', known);
    return value.map((v) => ({ kind: 'json', value: v }));
  }
  if (route.freeBody) {
    // The document does not say: objects of flags and words, as a settings form sends.
    const any = fc.dictionary(fc.stringMatching(/^[a-z_]{1,24}$/), fc.oneof(fc.boolean(), fc.string(), fc.integer()), {
      maxKeys: 3,
    });
    return any.map((value) => ({ kind: 'json', value }));
  }
  return fc.constant({ kind: 'none' });
}

/** Bodies that are not the JSON they claim to be, or JSON a parser should refuse. */
const RAW_BODIES: { text: string | (() => string); contentType?: string }[] = [
  { text: '{"a":' },
  { text: '{"a":1}garbage' },
  { text: '' },
  { text: '\u0000' },
  { text: '\ufeff{}' },
  { text: '{"a":1,}' },
  { text: "{'a':1}" },
  { text: '{"__proto__":{"is_superuser":true}}' },
  { text: '{"constructor":{"prototype":{"is_superuser":true}}}' },
  { text: () => `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  { text: () => `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}` },
  { text: () => `{"a":"${'x'.repeat(1_100_000)}"}` },
  { text: '{"a":1}', contentType: 'text/plain' },
  { text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { text: '<a/>', contentType: 'application/xml' },
  { text: '{"a":1}', contentType: 'application/json; charset=latin1' },
  { text: '{"a":1}', contentType: 'application/json, text/plain' },
  { text: '{"a":1}', contentType: 'multipart/form-data' },
  { text: '{"a":1}', contentType: '' },
];

function mutations(route: FuzzRoute, known: Knowledge): fc.Arbitrary<Mutation>[] {
  const list: fc.Arbitrary<Mutation>[] = [];
  const queryNames = route.query.map((f) => f.name);
  const requiredQuery = route.query.filter((f) => f.required).map((f) => f.name);

  if (route.params.length) {
    list.push(
      fc.tuple(pick(route.params.map((p) => p.name)), nastyParam).map(([name, value]) => ({
        label: `param ${name}=${describe(value)}`,
        apply: (input) => {
          input.params[name] = value;
        },
      })),
    );
  }
  // Query strings: every route gets unknown keys; those with a schema get every other trick.
  list.push(
    fc
      .tuple(pick(['company_id', '__proto__', 'constructor', 'is_superuser', 'x', 'limit[]']), nastyValue)
      .map(([k, v]) => ({
        label: `extra query ${k}=${describe(v)}`,
        apply: (input) => void input.query.push([k, v]),
      })),
  );
  if (queryNames.length) {
    list.push(
      fc.tuple(pick(queryNames), nastyValue).map(([name, v]) => ({
        label: `query ${name}=${describe(v)}`,
        apply: (input) => {
          input.query = input.query.filter(([k]) => k !== name);
          input.query.push([name, v]);
        },
      })),
      fc.tuple(pick(queryNames), fc.oneof(nastyValue, fc.constant('1'))).map(([name, v]) => ({
        label: `duplicated query key ${name}`,
        apply: (input) => {
          const current = input.query.find(([k]) => k === name);
          input.query.push([name, current ? current[1] : v], [name, v]);
        },
      })),
      pick(queryNames).map((name) => ({
        label: `query ${name}[a]=1`,
        apply: (input) => void input.query.push([new Raw(`${name}%5Ba%5D`) as unknown as string, '1']),
      })),
      pick(queryNames).map((name) => ({
        label: `empty query ${name}=`,
        apply: (input) => {
          input.query = input.query.filter(([k]) => k !== name);
          input.query.push([name, '']);
        },
      })),
    );
  }
  if (requiredQuery.length) {
    list.push(
      pick(requiredQuery).map((name) => ({
        label: `missing query ${name}`,
        apply: (input) => {
          input.query = input.query.filter(([k]) => k !== name);
        },
      })),
    );
  }
  const datePairs = (where: 'query' | 'body') =>
    pick(DATE_PAIRS).map(([begin, end]) => ({
      label: `${where} begin_date=${begin} end_date=${end}`,
      apply: (input: Input) => {
        if (where === 'query') {
          input.query = input.query.filter(([k]) => k !== 'begin_date' && k !== 'end_date');
          input.query.push(['begin_date', begin], ['end_date', end]);
        } else if (input.body.kind === 'json') {
          input.body.value = setPath(setPath(input.body.value, ['begin_date'], begin), ['end_date'], end);
        }
      },
    }));
  if (queryNames.includes('begin_date') && queryNames.includes('end_date')) list.push(datePairs('query'));

  if (route.body?.properties || route.freeBody) {
    const leaves = route.body ? leafPaths(route.body) : [['x']];
    const required = requiredPaths(route.body);
    list.push(
      fc.tuple(pick(leaves), nastyValue).map(([path, v]) => ({
        label: `body ${path.join('.')}=${describe(v)}`,
        apply: (input) => {
          if (input.body.kind === 'json') input.body.value = setPath(input.body.value, path, v);
        },
      })),
      fc.tuple(pick(['company_id', 'is_superuser', 'id', 'roles', '__proto__', 'zzz']), nastyValue).map(([k, v]) => ({
        label: `extra body field ${k}=${describe(v)}`,
        apply: (input) => {
          if (input.body.kind === 'json') input.body.value = setPath(input.body.value, [k], v);
        },
      })),
    );
    if (required.length) {
      list.push(
        pick(required).map((path) => ({
          label: `missing body ${path.join('.')}`,
          apply: (input) => {
            if (input.body.kind === 'json') deletePath(input.body.value, path);
          },
        })),
      );
    }
    const arrays = leaves.filter((p) => schemaAt(route.body, p)?.type === 'array');
    if (arrays.length) {
      list.push(
        fc.tuple(pick(arrays), pick([10_000, 100_000])).map(([path, n]) => ({
          label: `body ${path.join('.')}: ${n} items`,
          apply: (input) => {
            const ids = known.ids[path.at(-1)!] ?? [1];
            if (input.body.kind === 'json') {
              input.body.value = setPath(
                input.body.value,
                path,
                Array.from({ length: n }, (_, i) => ids[i % ids.length]),
              );
            }
          },
        })),
      );
    }
    const names = leaves.map((p) => p.join('.'));
    if (names.includes('begin_date') && names.includes('end_date')) list.push(datePairs('body'));
  }

  if (route.multipart) list.push(...multipartMutations(route));

  if (route.body || route.freeBody) {
    list.push(
      fc.oneof(fc.constant('array'), fc.constant('scalar')).chain((shape) =>
        (shape === 'array' ? pick([[], [{}], [1, 2]]) : pick(['str', 42, true, null, -1])).map((value) => ({
          label: `body is ${JSON.stringify(value)}`,
          apply: (input: Input) => {
            input.body =
              shape === 'array' && input.body.kind === 'json'
                ? { kind: 'json', value: [input.body.value] }
                : { kind: 'json', value };
          },
        })),
      ),
      pick(RAW_BODIES).map((raw) => {
        const text = typeof raw.text === 'function' ? raw.text() : raw.text;
        return {
          label: `raw body ${JSON.stringify(text.slice(0, 30))} as ${raw.contentType ?? 'application/json'}`,
          apply: (input: Input) => {
            input.body = { kind: 'raw', text, contentType: raw.contentType };
          },
        };
      }),
    );
  } else {
    list.push(
      fc.constant({
        label: `unexpected JSON body on ${route.method}`,
        apply: (input: Input) => {
          input.body = { kind: 'json', value: { a: 1 } };
        },
      }),
    );
  }
  return list;
}

function schemaAt(schema: JsonSchema | undefined, path: string[]): JsonSchema | undefined {
  let node = schema;
  for (const key of path) node = node?.properties?.[key];
  return node;
}

/** Most valid-looking spans are short and in order, as people ask for them: the rules past the dates then run. */
function spanDates(input: Input, days: number): void {
  const begin = input.query.find(([k]) => k === 'begin_date');
  const end = input.query.find(([k]) => k === 'end_date');
  if (typeof begin?.[1] === 'string' && end) end[1] = addDays(begin[1], days);
  const body = input.body.kind === 'json' ? (input.body.value as Record<string, unknown>) : undefined;
  if (body && typeof body.begin_date === 'string' && typeof body.end_date === 'string') {
    body.end_date = addDays(body.begin_date, days);
  }
}

/** A short, printable form of a value for the report. */
export function describe(value: unknown): string {
  if (value instanceof Raw)
    return value.text.length > 40 ? `${value.text.slice(0, 20)}…(${value.text.length})` : value.text;
  if (typeof value === 'string') {
    const shown = value.length > 40 ? `${value.slice(0, 20)}…(${value.length} chars)` : value;
    return JSON.stringify(shown);
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = '<deep value>';
  }
  return text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text;
}

/**
 * The cases of one route: about a third valid-looking (so that the handlers run to the end), the rest with one to
 * three mutations.
 */
export function caseArbitrary(route: FuzzRoute, known: Knowledge): fc.Arbitrary<FuzzCase> {
  const orderings = route.itemFields;
  const valid = fc
    .tuple(
      validFor(route.params, known, orderings),
      validFor(route.query, known, orderings),
      validBody(route, known),
      fc.integer({ min: -1, max: 20 }),
    )
    .map(([params, query, body, span]): Input => {
      const input: Input = {
        params: Object.fromEntries(params.map(([name, value]) => [name, value])),
        query: query.filter(([, , keep]) => keep).map(([name, value]) => [name, value] as [string, unknown]),
        body,
      };
      if (span >= 0) spanDates(input, span);
      return input;
    });
  const muts = mutations(route, known);
  const chosen = fc.oneof(
    { arbitrary: fc.constant([] as Mutation[]), weight: 3 },
    { arbitrary: fc.array(fc.oneof(...muts), { minLength: 1, maxLength: 3 }), weight: 7 },
  );
  return fc.tuple(valid, chosen).map(([input, applied]) => {
    const copy: Input = { params: { ...input.params }, query: [...input.query], body: clone(input.body) };
    for (const m of applied) m.apply(copy);
    return { input: copy, labels: applied.map((m) => m.label) };
  });
}
