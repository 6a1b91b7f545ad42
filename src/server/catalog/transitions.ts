/** The group lifecycle's table: which action moves a group from which states to which, and who may take it. */
import type { Caller } from '../context.ts';
import type { CheckState, GroupState } from './states.ts';

export type Action =
  | 'submit'
  | 'approve'
  | 'reject'
  | 'return'
  | 'withdraw'
  | 'revoke'
  | 'overdue'
  | 'republish'
  | 'upgrade'
  | 'upgrade_back';

export interface Rule {
  from: GroupState[];
  to: GroupState;
  /** check_state after the transition; unchanged when absent */
  check?: CheckState;
  /** owner: the group's provider or a platform admin, through the API; review: the work-order engine's outcome */
  by: 'owner' | 'review';
  /** only on upgrade drafts (true) or only on groups that are not (false) */
  upgradeDraft?: boolean;
  /** the gateway serves a different set of routes afterwards */
  live?: boolean;
}

export const TRANSITIONS: Record<Action, Rule> = {
  submit: { from: ['draft'], to: 'submitted', check: 'pending', by: 'owner' },
  approve: { from: ['submitted'], to: 'published', check: 'approved', by: 'review', live: true },
  reject: { from: ['submitted'], to: 'draft', check: 'rejected', by: 'review' },
  // returned for changes: the provider fixes the draft and submits again (the returned work order is closed then)
  return: { from: ['submitted'], to: 'draft', check: 'rejected', by: 'review' },
  withdraw: { from: ['submitted'], to: 'draft', check: 'none', by: 'review' },
  revoke: { from: ['published'], to: 'revoked', by: 'owner', upgradeDraft: false, live: true },
  overdue: { from: ['published'], to: 'overdue', by: 'owner', upgradeDraft: false, live: true },
  republish: { from: ['revoked', 'overdue'], to: 'published', by: 'owner', upgradeDraft: false, live: true },
  upgrade: { from: ['published'], to: 'published', by: 'owner', upgradeDraft: false },
  upgrade_back: { from: ['draft'], to: 'draft', by: 'owner', upgradeDraft: true },
};

export interface TransitionInput {
  group_id: number;
  action: Action;
  /** the caller for owner actions (scope checked); undefined for review outcomes */
  caller?: Caller;
  actor_id: number;
  reason?: string | null;
  work_order_id?: number;
}
