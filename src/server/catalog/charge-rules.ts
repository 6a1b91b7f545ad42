/**
 * Charge rules: free, per call (price per 1,000 calls) or prepaid package (calls, price, validity), with the QPS and
 * quota limits the gateway enforces. At most one default per group (choosing a new default clears the old one);
 * a published group keeps at least one enabled rule, since subscriptions are priced by one.
 */
import type { ResourceService } from '../resources/service.ts';
import type { Deps } from '../context.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { fieldError } from '../http/field-error.ts';
import { bump, groupChildWrite, visibleGroup, type Db } from './access.ts';
import { parentGuardedLists } from './apis.ts';
import { numericRule } from './groups.ts';
import { ruleHoldsRecords } from '../billing/records.ts';
import { mailPriceChange, versionEdit } from '../billing/rule-versions.ts';
import { nextPrice, type PriceChange } from '../billing/price-terms.ts';
import { pendingChanges } from '../billing/price-schedule.ts';
import { senderFor } from '../accounts/sender.ts';

const NEEDS: Record<string, string[]> = {
  free: [],
  per_call: ['price_per_thousand'],
  package: ['package_calls', 'package_price', 'validity_days'],
};

/** Refuses leaving a live group with no enabled rule. */
async function assertKeepsEnabledRule(db: Db, groupId: number, losing: number): Promise<void> {
  const group = await db
    .selectFrom('api_groups')
    .select('group_state')
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  if (group.group_state !== 'published') return;
  const other = await db
    .selectFrom('charge_rules')
    .select('charge_rule_id')
    .where('group_id', '=', groupId)
    .where('enabled', '=', true)
    .where('charge_rule_id', '!=', losing)
    .executeTakeFirst();
  if (!other) throw new ApiError(409, 'INVALID_STATE', 'NEEDS_CHARGE_RULE');
}

/** the price change an update made, by its request body: mailed to the subscribers once the update has committed */
const priceChanges = new WeakMap<object, PriceChange>();

async function mailSubscribers(deps: Deps, change: PriceChange): Promise<void> {
  const sender = senderFor(deps);
  // the personal notice is the record; mail is the courtesy copy, sent where a mail channel exists
  if (!sender.available('email')) return;
  await mailPriceChange(deps, change, (to, subject, text) => sender.send({ channel: 'email', to, subject, text }));
}

export const chargeRuleService: ResourceService = {
  async beforeWrite({ deps, trx, caller, values, body, id }) {
    const db = trx as Db;
    const { existing, group } = await groupChildWrite(db, caller, 'charge_rules', 'charge_rule_id', id, values);
    const merged = { ...existing, ...values } as Record<string, unknown>;
    const type = String(merged.rule_type);
    for (const f of NEEDS[type] ?? []) {
      if (merged[f] === null || merged[f] === undefined)
        throw fieldError(f, 'PRICE_REQUIRED', { rule_type: type, field: f });
    }
    // fields of another charging kind would only mislead whoever reads the rule
    for (const f of ['price_per_thousand', 'package_calls', 'package_price', 'validity_days']) {
      if (!(NEEDS[type] ?? []).includes(f)) values[f] = null;
    }
    if (existing && existing.enabled && values.enabled === false)
      await assertKeepsEnabledRule(db, existing.group_id, existing.charge_rule_id);
    if (existing) {
      // prices change forward: a new version, with notice when the rule has subscribers (billing/rule-versions.ts)
      const change = await versionEdit(
        trx,
        deps,
        caller,
        existing as Record<string, unknown>,
        values,
        body.effective_at as string | null | undefined,
      );
      if (change) priceChanges.set(body, change);
    } else if (body.effective_at) {
      throw fieldError('effective_at', 'PRICE_NOT_CHANGED');
    }
    if (values.is_default === true) {
      let q = db
        .updateTable('charge_rules')
        .set({ is_default: false })
        .where('group_id', '=', group.group_id)
        .where('is_default', '=', true);
      if (id !== undefined) q = q.where('charge_rule_id', '!=', id as number);
      await q.execute();
    }
  },
  async afterWrite({ deps, trx }) {
    await bump(trx as Db, deps, 'charge_rule_changed');
  },
  async beforeDelete({ deps, trx, row }) {
    if (await ruleHoldsRecords(trx, row.charge_rule_id as number))
      throw new ApiError(409, 'INVALID_STATE', 'CHARGE_RULE_IN_USE');
    if (row.enabled) await assertKeepsEnabledRule(trx as Db, row.group_id as number, row.charge_rule_id as number);
    await bump(trx as Db, deps, 'charge_rule_deleted');
  },
  async decorate(deps, rows) {
    const pending = await pendingChanges(
      deps.db,
      rows.map((r) => r.charge_rule_id as number),
      deps.now(),
    );
    return rows.map((r) => ({ ...numericRule(r), ...nextPrice(pending.get(r.charge_rule_id as number)) }));
  },
  handlers: (repo) => ({
    ...parentGuardedLists(repo, { list: 'chargeRulePage', all: 'chargeRuleList' }),
    async chargeRuleUpdate(ctx) {
      const body = { ...ctx.body };
      const row = await repo.update(ctx.deps, ctx.caller, body.charge_rule_id, body);
      const change = priceChanges.get(body);
      // the change has committed (and the notices with it): a mail server's failure is logged, not the provider's error
      if (change)
        await mailSubscribers(ctx.deps, change).catch((err) =>
          ctx.req.log.warn({ err, charge_rule_id: change.charge_rule_id }, 'price change mail not sent'),
        );
      return row;
    },
    async chargeRuleCreate(ctx) {
      const body = { ...ctx.body };
      // DESIGN.md section 9 names no rule_name: a rule without one is called after its type, in the caller's language
      if (typeof body.rule_name !== 'string' || !body.rule_name.trim())
        body.rule_name = translate(ctx.lang, `charge_rule.default_name.${body.rule_type}`);
      return repo.create(ctx.deps, ctx.caller, body);
    },
    async chargeRuleEnable(ctx) {
      const deps: Deps = ctx.deps;
      const { charge_rule_id, enabled } = ctx.body;
      await deps.db.transaction().execute(async (trx) => {
        const row = await repo.findOne(trx, charge_rule_id, ctx.caller);
        if (!row) throw notFound();
        await visibleGroup(trx, ctx.caller, row.group_id, true);
        if (row.enabled && !enabled) await assertKeepsEnabledRule(trx, row.group_id as number, charge_rule_id);
        await trx
          .updateTable('charge_rules')
          .set({ enabled, updated_at: deps.now() })
          .where('charge_rule_id', '=', charge_rule_id)
          .execute();
        await bump(trx, deps, 'charge_rule_changed');
      });
      return repo.one(deps, ctx.caller, charge_rule_id);
    },
  }),
};
