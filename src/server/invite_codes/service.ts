/** Invite codes: generated when left empty (unambiguous characters), and shown as valid, expired or used up. */
import { randomInt } from 'node:crypto';
import type { ResourceService } from '../resources/service.ts';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const generateCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const inviteCodeService: ResourceService = {
  async beforeWrite({ values, id }) {
    if (id === undefined && !values.invite_code) values.invite_code = generateCode();
    if (id === undefined) values.use_count = 0;
  },
  async decorate(deps, rows) {
    const now = deps.now().getTime();
    return rows.map((r) => ({
      ...r,
      code_state: new Date(r.expires_at as string).getTime() <= now ? 'expired'
        : (r.use_count as number) >= (r.max_uses as number) ? 'used_up' : 'valid',
    }));
  },
};
