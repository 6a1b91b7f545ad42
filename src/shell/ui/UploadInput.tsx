/** File upload through the wrapper (multipart), refusing files over 10M before anything is sent. */
import { useRef, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { useNotify, useTranslate } from '../host.tsx';
import { request } from '../../api/request.ts';
import { UPLOAD_LIMIT_BYTES } from '../../shared/constants.ts';

export const fitsUploadLimit = (file: Blob) => file.size <= UPLOAD_LIMIT_BYTES;

interface Props<T> {
  url: string;
  field?: string;
  extra?: Record<string, string>;
  accept?: string;
  onUploaded: (result: T) => void;
}

export function UploadInput<T = unknown>({ url, field = 'file', extra = {}, accept, onUploaded }: Props<T>) {
  const t = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!fitsUploadLimit(file)) {
      notify('app.http.too_large', { type: 'error' });
      return;
    }
    setBusy(true);
    setName(file.name);
    try {
      onUploaded(await request<T>({ url, form: { ...extra, [field]: file } }));
      notify('app.upload.done', { type: 'success' });
    } catch {
      // the wrapper has shown the server message
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        onChange={(e) => void pick(e.target.files?.[0])}
        data-testid="upload-input"
      />
      <Button variant="outlined" startIcon={<UploadIcon />} disabled={busy} onClick={() => input.current?.click()}>
        {busy ? t('app.upload.uploading') : t('app.upload.choose')}
      </Button>
      {name && (
        <Typography variant="body2" color="text.secondary">
          {name}
        </Typography>
      )}
    </Stack>
  );
}
