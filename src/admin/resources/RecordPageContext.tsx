/**
 * The record page being shown: the list it belongs to (links and redirects stay under that list's route)
 * and the record's id, from the path (/…/4/edit) or, on SPEC routes, the query (?groups_notice_id=4).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useDescriptor } from './DescriptorContext.tsx';
import { recordPaths, type RecordPaths } from './record-routes.ts';

interface RecordPage {
  listPath?: string;
  id?: string;
}

const RecordPageContext = createContext<RecordPage>({});

export function RecordPageProvider({ listPath, id, children }: RecordPage & { children: ReactNode }) {
  const value = useMemo(() => ({ listPath, id }), [listPath, id]);
  return <RecordPageContext.Provider value={value}>{children}</RecordPageContext.Provider>;
}

export const useRecordPageId = () => useContext(RecordPageContext).id;

/** Paths of the current descriptor's pages, under the list the user came through. */
export function useRecordPaths(): RecordPaths {
  const d = useDescriptor();
  const { listPath } = useContext(RecordPageContext);
  return useMemo(() => recordPaths(d, listPath), [d, listPath]);
}
