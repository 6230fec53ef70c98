import type { ParsedQuery } from './queryParams';
import type { DbFunction, SchemaCache } from './schemaTypes';
import { Builder, maxRows, type BuiltStatement, type ReadOptions } from './sqlBuilder';
import { functionSql, quoteIdent, type Source } from './sqlPlan';
import { readStatement } from './sqlRead';

export type RpcArgs = Record<string, unknown>;

/**
 * A function call. Arguments travel as one JSON object read by json_to_record
 * with the function's own argument types, then passed by name.
 */
export function buildRpc(schema: SchemaCache, fn: DbFunction, args: RpcArgs, singleObject: unknown, query: ParsedQuery, options: ReadOptions & { count?: 'exact' }): BuiltStatement {
  const builder = new Builder(schema, query);
  const fnSql = functionSql(fn);
  let call: string;
  let argsFrom = '';
  if (singleObject !== undefined) {
    call = `${fnSql}(${builder.param(JSON.stringify(singleObject), fn.args[0].type)})`;
  } else {
    const given = fn.args.filter((arg) => arg.name in args);
    const argsJson = builder.param(JSON.stringify(args), 'json');
    const record = given.map((arg) => `${quoteIdent(arg.name)} ${arg.type}`).join(', ');
    argsFrom = given.length ? `json_to_record(${argsJson}) as pgrst_args(${record}), lateral ` : '';
    if (!given.length) builder.params.pop();
    call = `${fnSql}(${given.map((arg) => `${quoteIdent(arg.name)} => pgrst_args.${quoteIdent(arg.name)}`).join(', ')})`;
  }
  if (!fn.returnColumns) {
    if (!fn.returnsSet) {
      const from = argsFrom ? ` from ${argsFrom.replace(/, lateral $/, '')}` : '';
      // void has no JSON form: its text cast still runs the function, and the answer has no body.
      const body = fn.returnType === 'void' ? `nullif((${call})::text, '')` : `to_json(${call})::text`;
      return { sql: `select null::int as total, ${body} as body, 1 as page${from}`, params: builder.params };
    }
    const row = 't0_r';
    const limits = builder.limitOffset({ source: { label: fn.name, columns: new Map(), from: () => '' }, alias: 't0', path: '', items: [], embeds: new Map() }, options.rangeOffset, options.rangeLimit, maxRows);
    const total = options.count ? `(select count(*) from ${argsFrom}${call} t0)::int` : 'null::int';
    return {
      sql: `select ${total} as total, coalesce(json_agg(${row}.value), '[]'::json)::text as body, count(${row})::int as page from (select t0.value from ${argsFrom}${call} as t0(value)${limits}) ${row}`,
      params: builder.params,
    };
  }
  const returnTable = fn.returnTable ? schema.tables.get(fn.returnTable) : undefined;
  const source: Source = { label: fn.name, columns: fn.returnColumns, table: returnTable, from: (alias) => `${argsFrom}${call} ${alias}` };
  return readStatement(builder, source, { ...options, single: options.single || !fn.returnsSet });
}
