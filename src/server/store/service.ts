/**
 * Rules of the store content beyond plain CRUD: a document hangs under a folder and never under itself or its own
 * descendants (the tree would lose the loop's nodes), and an announcement saved without a date is published now.
 */
import type { ResourceService } from '../resources/service.ts';
import { fieldError } from '../http/field-error.ts';

export const documentService: ResourceService = {
  async beforeWrite({ trx, values, id }) {
    const parent = values.parent_id as number | null | undefined;
    if (parent == null) return;
    const row = await trx
      .selectFrom('documents')
      .select(['doc_id', 'type'])
      .where('doc_id', '=', parent)
      .executeTakeFirst();
    if (!row) throw fieldError('parent_id', 'NOT_FOUND');
    if (row.type !== 1) throw fieldError('parent_id', 'DOC_PARENT_NOT_FOLDER');
    if (id === undefined) return;
    // walk up from the new parent: meeting the document itself means a loop
    const seen = new Set<number>();
    for (let at: number | null = parent; at != null && !seen.has(at);) {
      if (at === Number(id)) throw fieldError('parent_id', 'DOC_PARENT_CYCLE');
      seen.add(at);
      const up: { parent_id: number | null } | undefined = await trx
        .selectFrom('documents')
        .select('parent_id')
        .where('doc_id', '=', at)
        .executeTakeFirst();
      at = up?.parent_id ?? null;
    }
  },
};

export const announcementService: ResourceService = {
  async beforeWrite({ deps, values, id }) {
    // a cleared date (null) means now as well: the column is required
    if (values.published_at === null || (id === undefined && values.published_at === undefined))
      values.published_at = deps.now();
  },
};
