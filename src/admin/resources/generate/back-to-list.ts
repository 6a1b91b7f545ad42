/** After a form saves, its tab closes and the user is back on the list they came from. */
import { useLocation } from 'react-router-dom';
import { useTabs } from '../../layout/tabs-context.ts';
import { pageKey } from '../record-routes.ts';
import { useRecordPaths } from '../RecordPageContext.tsx';

/** A react-admin `redirect` function: called once the save succeeded. */
export function useBackToList() {
  const paths = useRecordPaths();
  const { forget } = useTabs();
  const location = useLocation();
  const key = pageKey(location.pathname, location.search);
  return () => {
    forget(key);
    return paths.list;
  };
}
