import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentServices,
  appointmentStatuses,
  budgets,
  orderStatuses,
  projectTypes,
  quoteServices,
  quoteStatuses,
  timelines,
  type Option,
} from '../../src/shared/config/options';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';

/**
 * The mails the database writes name options in French through private.label_of, the pages through
 * src/shared/config/options.ts (issue 37): the two catalogues are written twice, so this file holds them
 * together. A label changed on one side only, or a list the SQL knows that no page lists, fails here.
 */
const listsOfLabelOf: Record<string, readonly Option[]> = {
  appointment_service: appointmentServices,
  project_type: projectTypes,
  budget: budgets,
  timeline: timelines,
  quote_service: quoteServices,
  appointment_status: appointmentStatuses,
  quote_status: quoteStatuses,
  order_status: orderStatuses,
};

describe('private.label_of and src/shared/config/options.ts', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('give every option value the same French label', async () => {
    const pairs = Object.entries(listsOfLabelOf).flatMap(([list, options]) =>
      options.map((option) => ({ list, value: option.value, label: option.label })),
    );
    const { rows } = await database.db.query<{ list: string; value: string; label: string }>(
      `select pair.list, pair.value, private.label_of(pair.list, pair.value) as label
         from jsonb_to_recordset($1::jsonb) as pair(list text, value text)`,
      [JSON.stringify(pairs)],
    );
    expect(rows).toEqual(pairs);
  });

  it('know the same lists, with as many values each', async () => {
    // The function's body names each list once (« when '<list>' then jsonb_build_object(…) »); its pairs are
    // counted by the keys it answers with a label of its own rather than echoing the value back.
    const { rows } = await database.db.query<{ source: string }>(
      `select prosrc as source from pg_proc
        where proname = 'label_of' and pronamespace = 'private'::regnamespace`,
    );
    const listsInSql = [...rows[0].source.matchAll(/when '([a-z_]+)' then/g)].map((match) => match[1]);
    expect(listsInSql.sort()).toEqual(Object.keys(listsOfLabelOf).sort());
    const pairsInSql = [...rows[0].source.matchAll(/'[^']*', '[^']*'/g)].length;
    const pairsInOptions = Object.values(listsOfLabelOf).reduce((sum, options) => sum + options.length, 0);
    expect(pairsInSql).toBe(pairsInOptions);
  });
});
