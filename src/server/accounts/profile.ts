/** The user's own profile: names, avatar, and email or phone changes proven by a code sent to the new address. */
import { requireCaller, type Ctx, type Handlers } from '../context.ts';
import { userInfo } from '../auth/users.ts';
import { fieldError } from '../http/field-error.ts';
import { codeInvalid, consumeCode, normalizeAddress, sendCode } from './codes.ts';
import { assertFree, contactField } from './users.ts';
import { fileUrl } from '../files/handlers.ts';

export const profileHandlers = {
  // the profile's changes answer with the profile too, so it takes any operation's context
  async userInformation(ctx: Ctx) {
    const caller = requireCaller(ctx);
    const info = await userInfo(ctx.deps, caller.user_id, ctx.lang);
    const extra = await ctx.deps.db
      .selectFrom('users')
      .select(['pnick_name', 'avatar_file_id'])
      .where('user_id', '=', caller.user_id)
      .executeTakeFirstOrThrow();
    const identities = await ctx.deps.db
      .selectFrom('user_identities')
      .select(['provider', 'display_name', 'created_at'])
      .where('user_id', '=', caller.user_id)
      .orderBy('provider')
      .execute();
    return { ...info, ...extra, avatar_url: extra.avatar_file_id ? fileUrl(extra.avatar_file_id) : null, identities };
  },

  async modifyInformation(ctx): Promise<unknown> {
    const caller = requireCaller(ctx);
    const b = ctx.body;
    if (b.avatar_file_id) {
      // only the caller's own public image: a private file's id would otherwise leak through the avatar URL
      const file = await ctx.deps.db
        .selectFrom('files')
        .select(['created_by', 'visibility', 'content_type'])
        .where('file_id', '=', b.avatar_file_id)
        .executeTakeFirst();
      if (
        !file ||
        file.created_by !== caller.user_id ||
        file.visibility !== 'public' ||
        !file.content_type.startsWith('image/')
      ) {
        throw fieldError('avatar_file_id', 'AVATAR_NOT_IMAGE');
      }
    }
    const set = Object.fromEntries(
      Object.entries(b)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, typeof v === 'string' ? v.trim() || null : v]),
    );
    await ctx.deps.db
      .updateTable('users')
      .set({ ...set, updated_at: ctx.deps.now() })
      .where('user_id', '=', caller.user_id)
      .execute();
    return profileHandlers.userInformation(ctx);
  },

  async sendBindCode(ctx) {
    const caller = requireCaller(ctx);
    const { channel, address } = ctx.body;
    await assertFree(ctx.deps.db, contactField(channel), address, caller.user_id);
    return sendCode(ctx.deps, {
      purpose: 'bind',
      channel,
      address,
      account: String(caller.user_id),
      ip: ctx.req.ip,
      lang: ctx.lang,
    });
  },

  async changeContact(ctx): Promise<unknown> {
    const caller = requireCaller(ctx);
    const { channel, address, code } = ctx.body;
    const field = contactField(channel);
    await assertFree(ctx.deps.db, field, address, caller.user_id);
    if (!(await consumeCode(ctx.deps, 'bind', channel, address, code, String(caller.user_id)))) throw codeInvalid();
    await ctx.deps.db.transaction().execute(async (trx) => {
      await assertFree(trx, field, address, caller.user_id);
      await trx
        .updateTable('users')
        .set({ [field]: normalizeAddress(channel, address), updated_at: ctx.deps.now() })
        .where('user_id', '=', caller.user_id)
        .execute();
    });
    return profileHandlers.userInformation(ctx);
  },
} satisfies Handlers;
