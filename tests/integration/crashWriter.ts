import { openPglite } from '../../server/db/pglite';

/**
 * Child process of crash.test.ts: writes numbered rows to an embedded database
 * as fast as it can and prints "ack N" once row N is committed, until killed.
 */
const [dataDir, firstNumber] = process.argv.slice(2);
const db = await openPglite(dataDir);
await db.exec('create table if not exists crash_probe (n integer primary key, payload text not null)');
process.stdout.write('ready\n');
for (let n = Number(firstNumber); ; n += 1) {
  if (n % 2 === 0) {
    await db.query('insert into crash_probe (n, payload) values ($1, $2)', [n, 'x'.repeat(n % 500)]);
  } else {
    // Every other row goes through an explicit transaction, as the REST layer's writes do.
    await db.transaction((tx) => tx.query('insert into crash_probe (n, payload) values ($1, $2)', [n, 'y'.repeat(n % 700)]));
  }
  process.stdout.write(`ack ${n}\n`);
}
