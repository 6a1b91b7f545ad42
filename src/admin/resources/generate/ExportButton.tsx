/**
 * 导出 on every generated list: the server exports the list's current filters and sort in the background
 * (CSV or XLSX); the export tray follows the job and offers the file, and it lands in the export records.
 */
import { useState } from 'react';
import { ListItemText, Menu, MenuItem } from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useListContext, useTranslate } from 'react-admin';
import { startExport } from '../../exports/tray.ts';
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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const start = async (format: 'csv' | 'xlsx') => {
    setAnchor(null);
    setBusy(true);
    try {
      const order = pageQuery(d, { sort });
      await startExport({
        source: d.name, format, filter: filterQuery(d, filterValues).query,
        sort_field: order.sort_field as string | undefined, sort_order: order.sort_order as 'ASC' | 'DESC' | undefined,
      });
    } catch {
      // the wrapper has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label={t('exports.button')} onClick={(e) => setAnchor(e.currentTarget)} disabled={busy || total === 0} data-testid="list-export">
        <DownloadIcon />
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void start('xlsx')} data-testid="export-xlsx"><ListItemText primary={t('exports.xlsx')} secondary={t('exports.hint')} /></MenuItem>
        <MenuItem onClick={() => void start('csv')} data-testid="export-csv"><ListItemText primary={t('exports.csv')} /></MenuItem>
      </Menu>
    </>
  );
}
