import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { startServer } from '../../server/server';
import { testDatabaseKind } from '../helpers/databases';

// npm start on a fresh clone: DATA_DIR (./data by default) does not exist yet.
describe.skipIf(testDatabaseKind !== 'pglite')('first start on a fresh machine', () => {
  // Two first starts of PGlite with every migration and the seed: about 27 s on a busy 2-core machine, too close to 30.
  it('creates DATA_DIR, migrates, seeds and serves, then keeps the data on restart', { timeout: 90_000 }, async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'fresh-'));
    const dataDir = path.join(parent, 'not', 'yet', 'there');
    const config = readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    try {
      const first = await startServer(config, { distDir: null });
      const products = await fetch(`${first.url}/rest/v1/products?select=name`, { headers: { apikey: first.ctx.keys.anonKey } });
      expect(products.status).toBe(200);
      expect((await products.json()) as unknown[]).toHaveLength(3);
      await first.ctx.db.query("insert into public.contact_messages (name, email, message) values ('Awa', 'awa@example.bf', 'Bonjour')");
      await first.close();

      const second = await startServer(config, { distDir: null });
      const kept = await second.ctx.db.query<{ n: number }>('select count(*)::int as n from public.contact_messages');
      expect(kept.rows).toEqual([{ n: 1 }]);
      await second.close();
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});
