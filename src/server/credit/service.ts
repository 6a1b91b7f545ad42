/**
 * Credit rules: a credit group is a score band and bands never overlap, so every score falls in at most one
 * group; an enterprise's credit shows its enterprise name and the group its score falls in.
 */
import { sql } from 'kysely';
import type { ResourceService } from '../resources/service.ts';
import { fieldError } from '../http/field-error.ts';

export const creditGroupService: ResourceService = {
  async beforeWrite({ trx, values, id }) {
    const min = Number(values.min_score),
      max = Number(values.max_score);
    if (values.min_score !== undefined && values.max_score !== undefined && max < min) {
      throw fieldError('max_score', 'MIN_OVER_MAX', { other: 'min_score' });
    }
    let q = trx
      .selectFrom('credit_groups')
      .select(['credit_group_name'])
      .where('min_score', '<=', max)
      .where('max_score', '>=', min);
    if (id !== undefined) q = q.where('credit_group_id', '!=', id as number);
    const clash = await q.executeTakeFirst();
    if (clash) throw fieldError('min_score', 'SCORE_BANDS_OVERLAP', { other: clash.credit_group_name });
  },
};

export const creditService: ResourceService = {
  async decorate(deps, rows) {
    if (!rows.length) return rows;
    const ents = await deps.db
      .selectFrom('enterprises')
      .select(['enterprise_id', 'enterprise_name'])
      .where(
        'enterprise_id',
        'in',
        rows.map((r) => r.enterprise_id as number),
      )
      .execute();
    const groups = await deps.db
      .selectFrom('credit_groups')
      .select(['credit_group_name', 'min_score', 'max_score'])
      .execute();
    const name = new Map(ents.map((e) => [e.enterprise_id, e.enterprise_name]));
    return rows.map((r) => ({
      ...r,
      enterprise_name: name.get(r.enterprise_id as number) ?? null,
      credit_group_name:
        groups.find((g) => (r.score as number) >= g.min_score && (r.score as number) <= g.max_score)
          ?.credit_group_name ?? null,
    }));
  },
  // filter by credit group name through the band it names
  filter(q, query) {
    if (typeof query.credit_group_name !== 'string' || !query.credit_group_name.trim()) return q;
    return q.where(
      sql`exists (select 1 from credit_groups g where g.credit_group_name = ${query.credit_group_name.trim()} and credits.score between g.min_score and g.max_score)`,
      '=',
      true,
    );
  },
};
