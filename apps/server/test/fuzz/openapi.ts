import type { DeclaredRoute } from '../../src/platform/access';

/** The part of JSON Schema (OpenAPI 3.0 flavour) that @fastify/swagger writes from the Zod schemas. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  format?: string;
  pattern?: string;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
};

type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  summary?: string;
  description?: string;
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export type Field = { name: string; required: boolean; schema: JsonSchema };

/** One route as the fuzzer sees it: what it declares in the OpenAPI document, and who may call it. */
export type FuzzRoute = {
  method: string;
  /** Fastify's pattern, `/api/leave/:id/`. */
  url: string;
  declared: DeclaredRoute;
  /** False for a declared route that the OpenAPI document hides: it is fuzzed all the same. */
  documented: boolean;
  params: Field[];
  query: Field[];
  body?: JsonSchema;
  /** A POST/PUT/PATCH whose body the document does not describe: an upload (multipart) or a hand-checked body. */
  freeBody: boolean;
  multipart: boolean;
  /** The form's field names, read from the summary (`multipart: title, description, attachment_file`). */
  multipartFields: string[];
  /** The properties of a list's items (`{count, results}`), as candidate `ordering` values. */
  itemFields: string[];
};

export const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The fields of a list's items, else every property name of the answer: the likely `ordering` values. */
const responseItemFields = (op: OpenApiOperation): string[] => {
  const schema = op.responses?.['200']?.content?.['application/json']?.schema;
  const items = Object.keys(schema?.properties?.results?.items?.properties ?? {});
  if (items.length) return items;
  const names = new Set<string>();
  const walk = (s: JsonSchema | undefined) => {
    if (!s) return;
    for (const [key, sub] of Object.entries(s?.properties ?? {})) {
      names.add(key);
      walk(sub);
    }
    walk(s?.items);
  };
  walk(schema);
  return [...names];
};

/** Pairs every declared /api route with its OpenAPI operation. */
export function fuzzRoutes(doc: OpenApiDocument, declared: DeclaredRoute[]): FuzzRoute[] {
  return declared.map((route) => {
    const op = doc.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
    const parameters = op?.parameters ?? [];
    const field = (p: Parameter): Field => ({ name: p.name, required: !!p.required, schema: p.schema ?? {} });
    // Path parameters the document leaves out (a hidden route) are still strings to fuzz.
    const documentedParams = parameters.filter((p) => p.in === 'path').map(field);
    const params = [...route.url.matchAll(/:(\w+)/g)].map(
      ([, name]) => documentedParams.find((p) => p.name === name) ?? { name: name!, required: true, schema: {} },
    );
    const content = op?.requestBody?.content ?? {};
    const body = content['application/json']?.schema;
    const unsafe = ['POST', 'PUT', 'PATCH'].includes(route.method);
    const text = `${op?.summary ?? ''} ${op?.description ?? ''}`;
    return {
      method: route.method,
      url: route.url,
      declared: route,
      documented: !!op,
      params,
      query: parameters.filter((p) => p.in === 'query').map(field),
      body,
      freeBody: unsafe && !body,
      multipart: unsafe && (!!content['multipart/form-data'] || (!body && /multipart/i.test(text))),
      multipartFields: (/multipart:\s*([\w\s,]+)/i.exec(text)?.[1] ?? 'attachment_file')
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean),
      itemFields: op ? responseItemFields(op) : [],
    };
  });
}

/** Every enum value found under a property name anywhere in the document, to make plausible filter values. */
export function enumsByName(doc: OpenApiDocument): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const add = (name: string, values: unknown[]) => {
    const set = found.get(name) ?? new Set<string>();
    for (const v of values) if (typeof v === 'string') set.add(v);
    found.set(name, set);
  };
  const walk = (schema: JsonSchema | undefined, name: string) => {
    if (!schema || typeof schema !== 'object') return;
    if (schema.enum) add(name, schema.enum);
    for (const [key, sub] of Object.entries(schema.properties ?? {})) walk(sub, key);
    walk(schema.items, name);
    for (const sub of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) walk(sub, name);
  };
  for (const ops of Object.values(doc.paths)) {
    for (const op of Object.values(ops)) {
      for (const p of op.parameters ?? []) walk(p.schema, p.name);
      for (const c of Object.values(op.requestBody?.content ?? {})) walk(c.schema, '');
      for (const r of Object.values(op.responses ?? {}))
        for (const c of Object.values(r.content ?? {})) walk(c.schema, '');
    }
  }
  return found;
}
