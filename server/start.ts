// First: React must see NODE_ENV before anything loads it.
import './productionMode';
import cluster from 'node:cluster';
import { ensureBuilt } from './build';
import { projectRoot } from './server';

/** npm start: builds the front end when it is missing or stale, then serves everything. */
// With WORKERS=n the primary has built before forking: the workers only serve.
if (cluster.isPrimary) ensureBuilt(projectRoot);
await import('./main');
