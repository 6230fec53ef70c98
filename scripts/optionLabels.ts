import type { Queryable } from '../server/db/types';

/**
 * The French labels of stored option values, read from private.option_labels (decision 077), as a TypeScript
 * constant the pages import: one list per `list`, its values in `position` order. `npm run schema` writes it beside
 * the row types; tests/integration/schemaFile.test.ts fails when it is stale. src/shared/config/options.ts checks
 * at compile time that each list labels exactly the values its column's CHECK allows.
 */

/** Where npm run schema writes the labels, from the project's root. */
export const optionLabelsFile = 'src/shared/config/optionLabels.generated.ts';

interface LabelRow {
  list: string;
  value: string;
  label: string;
}

const header = `/**
 * The French labels of the values the database stores, list by list, in the order the pages show them:
 * generated from private.option_labels by npm run schema (scripts/optionLabels.ts). Do not edit: change the
 * labels in a migration and run npm run schema again (tests/integration/schemaFile.test.ts fails when stale).
 * Read them through src/shared/config/options.ts, which names each list and checks it against its column.
 */
`;

const literal = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

export async function generateOptionLabels(db: Queryable): Promise<string> {
  const { rows } = await db.query<LabelRow>('select list, value, label from private.option_labels order by list collate "C", position');
  const lists = new Map<string, LabelRow[]>();
  for (const row of rows) lists.set(row.list, [...(lists.get(row.list) ?? []), row]);
  const entries = [...lists].map(
    ([list, labels]) =>
      `  ${list}: [\n${labels.map((row) => `    { value: ${literal(row.value)}, label: ${literal(row.label)} },`).join('\n')}\n  ],`,
  );
  return `${header}\nexport const optionLabels = {\n${entries.join('\n')}\n} as const;\n`;
}
