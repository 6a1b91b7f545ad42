/** Public operations are not authenticated by the guard; a valid ticket only adds the reader's own marks. */
import type { Caller, Ctx } from '../context.ts';
import { authenticate } from '../auth/sessions.ts';

export async function optionalCaller(ctx: Ctx): Promise<Caller | null> {
  const header = ctx.req.headers.ticket;
  const ticket = Array.isArray(header) ? header[0] : header;
  if (!ticket) return null;
  try {
    return await authenticate(ctx.deps, ticket);
  } catch {
    return null;
  }
}
