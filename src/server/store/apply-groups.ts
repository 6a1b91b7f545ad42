/** The apply-by-domain page's read: a domain's published groups as cards, each with its enabled charge rules. */
import type { Handlers } from '../context.ts';
import { countOf, inDomain, RULE_COLUMNS, sorted, toCard, visibleGroups } from './market.ts';
import { ruleInLang } from '../http/in-lang.ts';

export const applyGroupHandlers: Handlers = {
  async marketApplyGroups(ctx) {
    const { page_num = 1, page_size = 50, id, son_id } = ctx.query;
    const q = inDomain(visibleGroups(ctx), id, son_id);
    const total = await countOf(q);
    const rows = await sorted(q, 'newest')
      .limit(page_size)
      .offset((page_num - 1) * page_size)
      .execute();
    const ids = rows.map((r) => r.group_id);
    // default rule first: the page preselects the first one
    const rules = ids.length
      ? await ctx.deps.db
          .selectFrom('charge_rules')
          .select([...RULE_COLUMNS, 'group_id'])
          .where('group_id', 'in', ids)
          .where('enabled', '=', true)
          .orderBy('is_default', 'desc')
          .orderBy('charge_rule_id')
          .execute()
      : [];
    const list = rows.map((r) => ({
      ...toCard(r),
      charge_rules: rules
        .filter((x) => x.group_id === r.group_id)
        .map(({ group_id: _g, ...rule }) => ruleInLang(ctx.lang)(rule)),
    }));
    return { list, total, page_num, page_size };
  },
};
