/**
 * A private file (a licence, an attachment) downloaded through the request wrapper: the file needs the ticket,
 * which a plain link cannot send. Saves it under the name the server gives.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useTranslate } from 'react-admin';
import { request, type Download } from '../../api/request.ts';
import { ui } from '../resources/keys.ts';

export function saveDownload({ blob, fileName }: Download) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export function FileDownload({ url, label }: { url: string; label?: string }) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveDownload(await request<Download>({ url, method: 'GET', download: true }));
    } catch {
      // the wrapper has shown the server message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={() => void download()}
      data-testid="file-download"
    >
      {label ?? translate(ui('file.download'))}
    </Button>
  );
}
