/**
 * The statistics and call-log screens' names come from one server operation, `callLogLabels`, which the catalog
 * (groups, APIs), apps (applications) and accounts (users) answer; it names only ids of calls the reader may see.
 */
import { operations } from '../../../api/generated/operations.ts';
import { request } from '../../../api/request.ts';
import { registerLabelLoader, type LabelKind } from './labels.ts';

const [, LABELS] = operations.callLogLabels;
const CHUNK = 200; // the operation's limit per call

for (const kind of ['group', 'api', 'app', 'user'] as LabelKind[]) {
  registerLabelLoader(kind, async (ids, signal) => {
    const out: Record<number, string> = {};
    for (let i = 0; i < ids.length; i += CHUNK) {
      const list = await request<{ id: number; name: string }[]>(
        { url: LABELS, method: 'GET', query: { kind, ids: ids.slice(i, i + CHUNK).join(',') }, signal },
        { notify: false },
      );
      for (const l of list) out[l.id] = l.name;
    }
    return out;
  });
}
