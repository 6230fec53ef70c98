import type { ServerContext } from '../context';

/** Creates or promotes ADMIN_EMAIL at start (placeholder until the data model lands). */
export async function bootstrapAdmin(_ctx: ServerContext): Promise<void> {}
