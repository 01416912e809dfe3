import { UserSchema } from '@talent/contract/auth';
import { BuildInfoSchema, RuntimeConfigSchema } from '@talent/contract/config';
import { ValidationErrorSchema } from '@talent/contract/errors';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseBuildInfo, parseRuntimeConfig, parseUser, parseValidationError } from './wire-checks.ts';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
}

/** A valid value for a schema with every optional property present, so a field the check drops shows. */
function sample(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum.at(-1);
  if (schema.anyOf) return sample(schema.anyOf.find((branch) => branch.type !== 'null') ?? schema.anyOf[0]!);
  if (Array.isArray(schema.type))
    return sample({ ...schema, type: schema.type.find((type) => type !== 'null') });
  switch (schema.type) {
    case 'string':
      return 'text';
    case 'number':
    case 'integer':
      return 7;
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items ?? { type: 'string' })];
    case 'object':
      if (schema.properties) {
        return Object.fromEntries(
          Object.entries(schema.properties).map(([key, value]) => [key, sample(value)]),
        );
      }
      return { field: sample(schema.additionalProperties as JsonSchema) };
    default:
      throw new Error(`no sample for ${JSON.stringify(schema)}`);
  }
}

/** The valid sample, then each property missing, null, of the wrong type, and an unknown key added. */
function variants(schema: JsonSchema): unknown[] {
  const valid = sample(schema) as Record<string, unknown>;
  const out: unknown[] = [valid, null, 'text', [valid], { ...valid, extra: 'dropped' }];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const { [key]: _removed, ...without } = valid;
    out.push(without);
    for (const wrong of [null, 42, 'text', true, [], {}, Number.NaN]) out.push({ ...valid, [key]: wrong });
    if (property.type === 'object' && property.properties) {
      for (const inner of variants(property).slice(1)) out.push({ ...valid, [key]: inner });
    }
  }
  return out;
}

const cases = [
  ['UserSchema', UserSchema, parseUser],
  ['RuntimeConfigSchema', RuntimeConfigSchema, parseRuntimeConfig],
  ['BuildInfoSchema', BuildInfoSchema, parseBuildInfo],
  ['ValidationErrorSchema', ValidationErrorSchema, parseValidationError],
] as const;

describe('wire checks without zod', () => {
  it.each(cases)('accept exactly what %s accepts, and return what it returns', (_name, schema, parse) => {
    const json = z.toJSONSchema(schema, { io: 'output' }) as JsonSchema;
    for (const value of variants(json)) {
      const parsed = schema.safeParse(value);
      // A mismatch here: the schema changed; mirror the change in lib/wire-checks.ts.
      expect({ value, result: parse(value) }).toEqual({ value, result: parsed.success ? parsed.data : null });
    }
  });

  it('reads a 422 body with several messages per field', () => {
    const body = {
      message: 'The email field is required. (and 1 more error)',
      errors: { email: ['a', 'b'] },
    };
    expect(parseValidationError(body)).toEqual(body);
    expect(parseValidationError({ ...body, errors: { email: 'a' } })).toBeNull();
  });
});
