/**
 * 导出 on every generated list: the server exports the list's current filters and sort in the background
 * (CSV or XLSX); the export tray follows the job and offers the file, and it lands in the export records.
 */
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useListContext, useTranslate } from 'react-admin';
import { useExportMenu } from '../../exports/ExportMenu.tsx';
import { useAccess } from '../AccessContext.tsx';
import { useDescriptor } from '../DescriptorContext.tsx';
import { exportPermission } from '../access.ts';
import { filterQuery, pageQuery } from '../query.ts';

/** Lists export unless their descriptor says not to; the button needs what the server will check. */
export function useCanExport(): boolean {
  const d = useDescriptor();
  const { can } = useAccess();
  return d.export !== false && !!d.operations.list && can(exportPermission(d));
}

export function ExportButton() {
  const d = useDescriptor();
  const t = useTranslate();
  const { filterValues, sort, total } = useListContext();
  const { busy, open, menu } = useExportMenu(() => {
    const order = pageQuery(d, { sort });
    return {
      source: d.name,
      filter: filterQuery(d, filterValues).query,
      sort_field: order.sort_field as string | undefined,
      sort_order: order.sort_order as 'ASC' | 'DESC' | undefined,
    };
  });
  return (
    <>
      <Button label={t('exports.button')} onClick={open} disabled={busy || total === 0} data-testid="list-export">
        <DownloadIcon />
      </Button>
      {menu}
    </>
  );
}
