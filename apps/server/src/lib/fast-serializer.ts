import build from 'fast-json-stringify';
import type { FastifySchema, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A hot read: in production its answers are written by a serializer compiled from the response schema, without
     * zod's check of every answer (which stays on in tests and development).
     */
    fastSerializer?: true;
  }
}

/**
 * fast-json-stringify compiled from the response schema's JSON Schema. Like zod's parse, it writes only the fields
 * the schema names (extra fields on the handler's object never go out) and fails on a missing required field, but
 * it checks no types: the handler's own types are the guarantee. A schema JSON Schema cannot express (transforms,
 * codecs) keeps zod's serializer.
 */
export const fastSerializerCompiler: FastifySerializerCompiler<FastifySchema> = (route) => {
  const zodRoute = { ...route, schema: route.schema as unknown as z.core.$ZodType };
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(zodRoute.schema, { target: 'draft-7', io: 'output' });
  } catch {
    return zodSerializerCompiler(zodRoute);
  }
  const { $schema: _dialect, ...schema } = jsonSchema;
  return build(schema as unknown as Parameters<typeof build>[0]);
};
