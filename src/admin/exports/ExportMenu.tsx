/**
 * 导出: a button that opens the CSV / XLSX choice and starts the export in the background; the export tray follows
 * the job and offers the download, and it lands in the export records. `useExportMenu` is the choice itself,
 * shared by this button (hand-written screens) and every generated list's button (generate/ExportButton.tsx).
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetApp';
import { useTranslate } from 'react-admin';
import { startExport, type ExportRequest } from './tray.ts';

/** `request` is read when a format is chosen, so it carries the filters of that moment */
export function useExportMenu(request: () => Omit<ExportRequest, 'format'>): {
  busy: boolean;
  open: (e: MouseEvent<HTMLElement>) => void;
  menu: ReactNode;
} {
  const t = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const start = async (format: 'csv' | 'xlsx') => {
    setAnchor(null);
    setBusy(true);
    try {
      await startExport({ ...request(), format });
    } catch {
      // the request wrapper has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  const menu = (
    <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
      <MenuItem onClick={() => void start('xlsx')} data-testid="export-xlsx">
        <ListItemText primary={t('exports.xlsx')} secondary={t('exports.hint')} />
      </MenuItem>
      <MenuItem onClick={() => void start('csv')} data-testid="export-csv">
        <ListItemText primary={t('exports.csv')} />
      </MenuItem>
    </Menu>
  );
  return { busy, open: (e) => setAnchor(e.currentTarget), menu };
}

/** 导出 on a hand-written screen (one that is no generated list), for any registered export source and its filters */
export function ExportMenu({
  source,
  filter,
  disabled,
}: {
  source: string;
  filter: Record<string, unknown>;
  disabled: boolean;
}) {
  const t = useTranslate();
  const { busy, open, menu } = useExportMenu(() => ({ source, filter }));
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={open}
        disabled={busy || disabled}
        data-testid="list-export"
      >
        {t('exports.button')}
      </Button>
      {menu}
    </>
  );
}
