import { ensureBuilt } from '../../server/build';
import { projectRoot } from '../../server/server';

/** Browser tests run against the production build, as visitors get it. */
export default function setup(): void {
  ensureBuilt(projectRoot);
}
