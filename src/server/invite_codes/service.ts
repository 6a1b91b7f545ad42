/**
 * Invite codes: generated when left empty (unambiguous characters), and shown as valid, expired or used up. The
 * roles a code carries must be roles its writer may grant (auth/grantable.ts: developer or their own roles, never
 * provider, enterprise admin or super admin); redeeming checks them again against the code's creator.
 */
import { randomInt } from 'node:crypto';
import type { ResourceService } from '../resources/service.ts';
import { fieldError } from '../http/field-error.ts';
import { inviteRoleCodes, rolesGrantableBy } from '../auth/grantable.ts';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const generateCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const inviteCodeService: ResourceService = {
  async beforeWrite({ trx, caller, values, id }) {
    if (id === undefined && !values.invite_code) values.invite_code = generateCode();
    if (id === undefined) values.use_count = 0;
    if (typeof values.role_codes === 'string' && values.role_codes) {
      // the writer, and on an edit the creator too: redeeming grants in the creator's name
      const creator =
        id === undefined
          ? undefined
          : (
              await trx
                .selectFrom('invite_codes')
                .select('created_by')
                .where('invite_code_id', '=', Number(id))
                .executeTakeFirst()
            )?.created_by;
      const grantors = [...new Set([caller?.user_id ?? null, ...(creator === undefined ? [] : [creator])])];
      for (const grantor of grantors) {
        const { refused } = await rolesGrantableBy(trx, grantor, inviteRoleCodes(values.role_codes as string));
        if (refused.length) throw fieldError('role_codes', 'ROLE_NOT_GRANTABLE', { codes: refused.join(', ') });
      }
    }
  },
  async decorate(deps, rows) {
    const now = deps.now().getTime();
    return rows.map((r) => ({
      ...r,
      code_state:
        new Date(r.expires_at as string).getTime() <= now
          ? 'expired'
          : (r.use_count as number) >= (r.max_uses as number)
            ? 'used_up'
            : 'valid',
    }));
  },
};
