import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Responses written by fast-json-stringify, compiled once per route from the JSON Schema of the route's Zod response
 * schema, instead of encoding every answer through Zod and then JSON.stringify (a fifth of the CPU of a 1000-leave
 * calendar month). fast-json-stringify writes what the schema declares and nothing else, but it does not check: the
 * contract is checked where the code is exercised. With `checkContract` (tests and development) every answer is also
 * encoded through Zod, which throws on a value outside the contract, and the two texts must be the same JSON (the
 * same bytes but for the order of keys: fast-json-stringify writes optional ones last); the whole HTTP suite runs that way, so a schema the compiled writer renders differently fails the tests.
 *
 * A schema JSON Schema cannot express (a transform, a custom check) keeps the Zod serializer.
 */
export function responseSerializerCompiler(options: { checkContract: boolean }): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route);
    // Compiled on the route's first answer, not at start: a cold start builds none of them (issue 14).
    let compiled: ((data: unknown) => string) | null | undefined;
    return (data) => {
      if (compiled === undefined) compiled = compile(route.schema);
      if (!compiled) return viaZod(data);
      if (!options.checkContract) return compiled(data);
      const checked = viaZod(data);
      const fast = compiled(data);
      if (fast !== checked && !isDeepStrictEqual(JSON.parse(fast), JSON.parse(checked))) {
        throw new Error(
          `${route.method} ${route.url}: the compiled serializer wrote ${fast} where Zod wrote ${checked}`,
        );
      }
      return fast;
    };
  };
}

function compile(schema: ZodType): ((data: unknown) => string) | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }) as Record<string, unknown>;
    delete json.$schema;
    return fastJson(simplifyNullables(json) as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

type JsonSchema = Record<string, unknown>;

/**
 * `X | null` is written by Zod as `anyOf: [X, {type: 'null'}]`, which fast-json-stringify resolves by validating the
 * value against each branch on every call; as `type: [X's type, 'null']` it is a plain branch on null.
 */
function simplifyNullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyNullables);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = simplifyNullables(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === 'string' && !other.anyOf && !other.oneOf) {
      const { anyOf: _dropped, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}
