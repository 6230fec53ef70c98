import { ensureBuilt } from './build';
import { projectRoot } from './server';

/** npm start: builds the front end when it is missing or stale, then serves everything. */
ensureBuilt(projectRoot);
await import('./main');
