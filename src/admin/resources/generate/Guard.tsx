/** Loading / no-permission / error states around a generated view (DESIGN.md section 7). */
import type { ReactNode } from 'react';
import { useEditContext, useListContext, useShowContext } from 'react-admin';
import type { Op } from '../../../shared/descriptors/types.ts';
import { ErrorState, LoadingState, NoPermissionState } from '../../../shell/ui/states.tsx';
import { ListSkeleton } from '../../ui/ListSkeleton.tsx';
import { opPermission } from '../access.ts';
import { useAccess } from '../AccessContext.tsx';
import { useDescriptor } from '../DescriptorContext.tsx';

/**
 * For react-admin's view inside a Guard: the Guard has checked the session and the operation's permission, and
 * react-admin's own checks (useAuthenticated, then canAccess) asked again and held the record's query back by a
 * render each.
 */
export const checkedByGuard = { disableAuthentication: true } as const;

/** Renders the view only when the descriptor has the operation and the user holds its permission. */
export function Guard({ op, children }: { op: Op; children: ReactNode }) {
  const d = useDescriptor();
  const { isPending, can } = useAccess();
  // a list is drawn as skeleton rows from the start, so the wait for the session's rights is not a blank card
  if (isPending) return op === 'list' ? <ListSkeleton /> : <LoadingState />;
  // a small resource may only have `all`: the dataProvider pages it locally
  const has = op === 'list' ? !!(d.operations.list ?? d.operations.all) : !!d.operations[op];
  if (!has || !can(opPermission(d, op))) return <NoPermissionState />;
  return <>{children}</>;
}

export function ListError() {
  const { error, refetch } = useListContext();
  return <ErrorState message={error?.message} onRetry={() => refetch()} />;
}

export function ShowError() {
  const { error, refetch } = useShowContext();
  return <ErrorState message={error?.message} onRetry={() => refetch()} />;
}

export function EditError() {
  const { error, refetch } = useEditContext();
  return <ErrorState message={error?.message} onRetry={() => refetch()} />;
}
