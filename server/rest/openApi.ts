import type { SchemaCache } from './schemaTypes';

/** JSON Schema type of a PostgreSQL type, as PostgREST's OpenAPI output gives it. */
function jsonType(pgType: string): string {
  if (pgType.endsWith('[]')) return 'array';
  if (/^(smallint|integer|bigint)$/.test(pgType)) return 'integer';
  if (/^(numeric|real|double precision)/.test(pgType)) return 'number';
  if (pgType === 'boolean') return 'boolean';
  if (pgType === 'json' || pgType === 'jsonb') return 'object';
  return 'string';
}

/**
 * A Swagger 2.0 description of the tables, views and functions, as PostgREST
 * serves at its root: ra-supabase's guessers read `definitions` from it.
 */
export function openApiDocument(schema: SchemaCache): Record<string, unknown> {
  const definitions: Record<string, unknown> = {};
  const paths: Record<string, unknown> = { '/': { get: { produces: ['application/openapi+json', 'application/json'] } } };
  for (const table of schema.tables.values()) {
    const properties: Record<string, unknown> = {};
    for (const column of table.columns.values()) {
      properties[column.name] = {
        type: jsonType(column.type),
        format: column.type,
        ...(table.primaryKey.includes(column.name) ? { description: 'Note:\nThis is a Primary Key.<pk/>' } : {}),
      };
    }
    definitions[table.name] = { type: 'object', properties };
    paths[`/${table.name}`] = table.kind === 'view' ? { get: {} } : { get: {}, post: {}, patch: {}, delete: {} };
  }
  for (const name of schema.functions.keys()) paths[`/rpc/${name}`] = { post: {} };
  return {
    swagger: '2.0',
    info: { title: 'REST API', version: '12' },
    basePath: '/rest/v1',
    schemes: ['http', 'https'],
    consumes: ['application/json'],
    produces: ['application/json'],
    paths,
    definitions,
  };
}
