/**
 * The audit trail as a console resource (resources/audit_log.yaml): read-only, platform admins see every record;
 * others see the records of their enterprise (enterprise admins: changes by its members or to its rows), of their
 * own API groups (providers: changes to a group or the rows under it, by anyone) and their own changes.
 * `auditVerify` checks the chain (platform admins only).
 */
import type { Caller } from '../context.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { requireCaller } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { adminOfEnterprise } from '../resources/repository.ts';
import type { ResourceDb, ResourceQuery, ResourceService } from '../resources/service.ts';
import { verifyAuditChain, type BreakReason } from './verify.ts';

const BROKEN: Record<
  BreakReason,
  'AUDIT_BROKEN_CONTENT' | 'AUDIT_BROKEN_LINK' | 'AUDIT_BROKEN_MISSING' | 'AUDIT_BROKEN_TAIL'
> = {
  content: 'AUDIT_BROKEN_CONTENT',
  link: 'AUDIT_BROKEN_LINK',
  missing: 'AUDIT_BROKEN_MISSING',
  tail: 'AUDIT_BROKEN_TAIL',
};

export async function auditScope(q: ResourceQuery, db: ResourceDb, caller: Caller): Promise<ResourceQuery> {
  const ent = await adminOfEnterprise(db, caller);
  return q.where((eb) =>
    eb.or([
      eb('audit_log.actor_user_id', '=', caller.user_id),
      eb(
        'audit_log.group_id',
        'in',
        db.selectFrom('api_groups').select('group_id').where('created_by', '=', caller.user_id),
      ),
      ...(ent !== null
        ? [eb('audit_log.enterprise_id', '=', ent), eb('audit_log.subject_enterprise_id', '=', ent)]
        : []),
    ]),
  );
}

export const auditLogService: ResourceService = {
  scope: auditScope,
  handlers: () => ({
    async auditVerify(ctx) {
      if (!isPlatformAdmin(requireCaller(ctx))) throw new ApiError(403, 'NO_PERMISSION', 'AUDIT_NOT_ADMIN');
      const result = await verifyAuditChain(ctx.deps.db);
      const message = result.ok
        ? translate(ctx.lang, 'AUDIT_INTACT', { rows: result.rows })
        : translate(ctx.lang, BROKEN[result.reason], { seq: result.seq });
      return { ...result, message };
    },
  }),
};
