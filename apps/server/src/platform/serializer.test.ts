import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './serializer';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/api/x/', httpStatus: '200' }) as never;
const Item = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  tags: z.array(z.string()),
  note: z.string().optional(),
});

describe('response serializer', () => {
  const fast = responseSerializerCompiler({ checkContract: false });
  const checked = responseSerializerCompiler({ checkContract: true });

  it('writes what the schema declares, nothing more', () => {
    const write = fast(route(Item));
    const out = JSON.parse(write({ id: 1, name: null, tags: ['a'], secret: 'x' }));
    expect(out).toEqual({ id: 1, name: null, tags: ['a'] });
  });

  it('checks every answer against Zod when asked: a value outside the contract throws', () => {
    const write = checked(route(Item));
    expect(JSON.parse(write({ id: 2, name: 'Élodie', tags: [], note: 'n' }))).toEqual({
      id: 2,
      name: 'Élodie',
      tags: [],
      note: 'n',
    });
    // The compiled writer alone would print 1 for 1.5 and "" for null; Zod refuses both.
    expect(() => write({ id: 1.5, name: 'a', tags: [] })).toThrow();
    expect(() => write({ id: 1, name: 'a', tags: null })).toThrow();
  });

  it('keeps the Zod serializer for a schema JSON Schema cannot express', () => {
    const write = fast(route(z.object({ at: z.custom<string>((v) => typeof v === 'string' && v.startsWith('2')) })));
    expect(write({ at: '2026' })).toBe('{"at":"2026"}');
    // Zod runs the custom check: the compiled writer has none.
    expect(() => write({ at: 'x' })).toThrow();
  });
});
