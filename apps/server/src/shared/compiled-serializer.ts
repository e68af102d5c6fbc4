import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A route's serializerCompiler for hot answers (decision 037): the zod response contract is turned
 * into JSON schema and compiled by fast-json-stringify once, at start-up, instead of being encoded by
 * zod and JSON.stringify on every call. Only for answers built from typed rows (no transforms, dates or
 * refinements to run): it writes the contract's fields and drops others, but does not validate.
 */
export function compiledSerializer<T>({ schema }: FastifyRouteSchemaDef<T>): (data: unknown) => string {
  // Fastify passes the response schema of one status code here, a zod type in this app.
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema as z.ZodType, { target: 'draft-7', io: 'output' });
  const write = fastJson(json as Parameters<typeof fastJson>[0]);
  return (data) => write(data);
}
