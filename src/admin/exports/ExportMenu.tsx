/**
 * 导出 on a hand-written screen (one that is no generated list): the same menu as a generated list's button, for
 * any registered export source and the screen's filters. The server writes the file in the background; the export
 * tray follows the job and offers the download, and it lands in the export records.
 */
import { useState } from 'react';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetApp';
import { useTranslate } from 'react-admin';
import { startExport } from './tray.ts';

export function ExportMenu({ source, filter, disabled }: { source: string; filter: Record<string, unknown>; disabled: boolean }) {
  const t = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const start = async (format: 'csv' | 'xlsx') => {
    setAnchor(null);
    setBusy(true);
    try {
      await startExport({ source, format, filter });
    } catch {
      // the request wrapper has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={(e) => setAnchor(e.currentTarget)} disabled={busy || disabled}
        data-testid="list-export">{t('exports.button')}</Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void start('xlsx')} data-testid="export-xlsx"><ListItemText primary={t('exports.xlsx')} secondary={t('exports.hint')} /></MenuItem>
        <MenuItem onClick={() => void start('csv')} data-testid="export-csv"><ListItemText primary={t('exports.csv')} /></MenuItem>
      </Menu>
    </>
  );
}
