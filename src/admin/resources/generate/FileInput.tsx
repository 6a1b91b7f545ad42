/**
 * A `file` field: upload a file (10M at most, checked before sending) and keep the address it is served at,
 * or paste an address. A public field uploads a public image and previews it; a private one offers a download
 * through the wrapper (the file needs the ticket).
 */
import { Box, Stack, TextField } from '@mui/material';
import { useInput, useTranslate, type Validator } from 'react-admin';
import { operations } from '../../../api/generated/operations.ts';
import { UploadInput } from '../../../shell/ui/UploadInput.tsx';
import { FileDownload } from '../../ui/FileDownload.tsx';
import { useDescriptor } from '../DescriptorContext.tsx';
import { ui } from '../keys.ts';
import { operationUrl } from '../../../api/call.ts';

const [, UPLOAD_URL] = operations.fileUpload;
/** every stored file's URL starts so (the operation fileDownload) */
const FILE_PREFIX = operationUrl('fileDownload', { file_id: '' });

export const looksLikeImage = (v: unknown): v is string =>
  typeof v === 'string' && (/^data:image\//.test(v) || /\.(png|jpe?g|gif|webp)$/i.test(v) || v.startsWith(FILE_PREFIX));

/** a file stored by the platform, served by its download operation */
export const isStoredFile = (v: unknown): v is string => typeof v === 'string' && v.startsWith(FILE_PREFIX);

export function FileInput({
  source,
  label,
  validate,
  disabled,
}: {
  source: string;
  label: string;
  validate: Validator[];
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const isPublic = !!useDescriptor().fields[source]?.public;
  const value = (field.value as string | null) ?? '';
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <TextField
        label={`${translate(label)}${isRequired ? ' *' : ''}`}
        value={value}
        disabled={disabled}
        size="small"
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        error={!!fieldState.error}
        helperText={fieldState.error ? translate(String(fieldState.error.message)) : translate(ui('file.hint'))}
      />
      {!disabled && (
        <UploadInput<{ url: string }>
          url={UPLOAD_URL}
          extra={{ visibility: isPublic ? 'public' : 'private' }}
          accept={
            isPublic
              ? 'image/png,image/jpeg,image/gif,image/webp'
              : 'image/png,image/jpeg,image/gif,image/webp,.pdf,.zip,.txt'
          }
          onUploaded={(r) => field.onChange(r.url)}
        />
      )}
      {!isPublic && isStoredFile(value) && <FileDownload url={value} />}
      {isPublic && looksLikeImage(value) && (
        <Box
          component="img"
          src={value}
          alt=""
          sx={{
            maxWidth: 360,
            maxHeight: 120,
            objectFit: 'contain',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
    </Stack>
  );
}
