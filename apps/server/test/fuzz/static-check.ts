import type { JsonSchema, OpenApiDocument } from './openapi';

/** Formats whose values have a fixed shape, hence a bounded length. */
const BOUNDED_FORMATS = new Set(['date', 'date-time', 'time', 'uuid']);

/**
 * A pattern bounds a string's length when it is anchored at both ends and repeats nothing without limit
 * (no `*`, `+` or `{n,}` outside a character class).
 */
export function patternIsBounded(pattern: string): boolean {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) return false;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '*' || c === '+') return false;
    else if (c === '{' && /^\{\d*,\}/.test(pattern.slice(i))) return false;
  }
  return true;
}

const isStringSchema = (s: JsonSchema) => s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'));

export function stringIsBounded(s: JsonSchema): boolean {
  if (s.enum || s.const !== undefined || s.maxLength !== undefined) return true;
  if (s.format && BOUNDED_FORMATS.has(s.format)) return true;
  return s.pattern !== undefined && patternIsBounded(s.pattern);
}

/** Where, under `where`, a string accepts any length: `body.admin.email`, `query.search[]`… */
export function unboundedStrings(schema: JsonSchema | undefined, where: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const found: string[] = [];
  for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    found.push(...unboundedStrings(alt, where));
  }
  if (isStringSchema(schema) && !stringIsBounded(schema)) found.push(where);
  for (const [key, sub] of Object.entries(schema.properties ?? {}))
    found.push(...unboundedStrings(sub, `${where}.${key}`));
  if (schema.items) found.push(...unboundedStrings(schema.items, `${where}[]`));
  if (typeof schema.additionalProperties === 'object') {
    found.push(...unboundedStrings(schema.additionalProperties, `${where}.*`));
  }
  return [...new Set(found)];
}

/** Every request string (path, query, JSON body) of the document that has no bound, as `METHOD path where`. */
export function unboundedRequestStrings(doc: OpenApiDocument): string[] {
  const found: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const where = `${method.toUpperCase()} ${path}`;
      for (const p of op.parameters ?? []) {
        for (const f of unboundedStrings(p.schema, `${p.in}.${p.name}`)) found.push(`${where} ${f}`);
      }
      for (const [type, content] of Object.entries(op.requestBody?.content ?? {})) {
        const prefix = type === 'application/json' ? 'body' : `body(${type})`;
        for (const f of unboundedStrings(content.schema, prefix)) found.push(`${where} ${f}`);
      }
    }
  }
  return found;
}

/**
 * A list is a GET whose answer is `{count, results}` or that pages with `offset`: it must offer `limit` with a
 * maximum, or one request can ask for the whole table; unless its `results` carry their own maximum (maxItems), a
 * short list such as the picker's recent projects.
 */
export function listsWithoutBoundedLimit(doc: OpenApiDocument): string[] {
  const found: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    const op = ops.get;
    if (!op) continue;
    const answer = op.responses?.['200']?.content?.['application/json']?.schema;
    const query = (op.parameters ?? []).filter((p) => p.in === 'query');
    const isList = !!answer?.properties?.results || query.some((p) => p.name === 'offset');
    if (!isList || answer?.properties?.results?.maxItems !== undefined) continue;
    const limit = query.find((p) => p.name === 'limit');
    if (!limit) found.push(`GET ${path}: no limit`);
    else if (limit.schema?.maximum === undefined) found.push(`GET ${path}: limit has no maximum`);
  }
  return found;
}
