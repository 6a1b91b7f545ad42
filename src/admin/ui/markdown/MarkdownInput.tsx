/**
 * A `markdown` field: a plain-text editor with a small toolbar and a live preview, side by side on wide
 * screens and as 编辑/预览 tabs on narrow ones. The stored value is the Markdown text itself.
 */
import { useRef, useState } from 'react';
import {
  Box,
  IconButton,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import BoldIcon from '@mui/icons-material/FormatBold';
import ItalicIcon from '@mui/icons-material/FormatItalic';
import TitleIcon from '@mui/icons-material/Title';
import ListIcon from '@mui/icons-material/FormatListBulleted';
import LinkIcon from '@mui/icons-material/Link';
import CodeIcon from '@mui/icons-material/Code';
import QuoteIcon from '@mui/icons-material/FormatQuote';
import { useInput, useTranslate, type Validator } from 'react-admin';
import MarkdownView from '../../../shell/markdown/MarkdownView.tsx';

type Edit = { before: string; after?: string; line?: boolean; placeholder: string };

const EDITS: { key: string; icon: typeof BoldIcon; edit: Edit }[] = [
  { key: 'heading', icon: TitleIcon, edit: { before: '## ', line: true, placeholder: 'heading' } },
  { key: 'bold', icon: BoldIcon, edit: { before: '**', after: '**', placeholder: 'bold' } },
  { key: 'italic', icon: ItalicIcon, edit: { before: '_', after: '_', placeholder: 'italic' } },
  { key: 'list', icon: ListIcon, edit: { before: '- ', line: true, placeholder: 'item' } },
  { key: 'quote', icon: QuoteIcon, edit: { before: '> ', line: true, placeholder: 'quote' } },
  { key: 'code', icon: CodeIcon, edit: { before: '`', after: '`', placeholder: 'code' } },
  { key: 'link', icon: LinkIcon, edit: { before: '[', after: '](https://)', placeholder: 'link' } },
];

/** Wraps the selection (or a placeholder) in the edit's markers; line edits go at the start of the line. */
export function applyEdit(text: string, start: number, end: number, edit: Edit, placeholder: string) {
  const chosen = text.slice(start, end) || placeholder;
  if (edit.line) {
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const next = `${text.slice(0, lineStart)}${edit.before}${text.slice(lineStart, start)}${chosen}${text.slice(end)}`;
    const from = start + edit.before.length;
    return { text: next, from, to: from + chosen.length };
  }
  const next = `${text.slice(0, start)}${edit.before}${chosen}${edit.after ?? ''}${text.slice(end)}`;
  const from = start + edit.before.length;
  return { text: next, from, to: from + chosen.length };
}

export default function MarkdownInput({
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
  const t = useTranslate();
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const area = useRef<HTMLTextAreaElement>(null);
  const value = (field.value as string | null) ?? '';

  const apply = (edit: Edit, key: string) => {
    const el = area.current;
    const r = applyEdit(
      value,
      el?.selectionStart ?? value.length,
      el?.selectionEnd ?? value.length,
      edit,
      t(`app.markdown.${key}`),
    );
    field.onChange(r.text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(r.from, r.to);
    });
  };

  const editor = (
    <TextField
      inputRef={area}
      multiline
      minRows={10}
      maxRows={24}
      fullWidth
      margin="none"
      disabled={disabled}
      label={`${t(label)}${isRequired ? ' *' : ''}`}
      value={value}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      error={!!fieldState.error}
      helperText={
        fieldState.error
          ? t(String(fieldState.error.message), (fieldState.error as { message: string } & { args?: object }).args)
          : t('app.markdown.hint')
      }
      slotProps={{ htmlInput: { 'data-testid': `markdown-${source}`, spellCheck: false } }}
    />
  );
  const preview = (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, minHeight: 240, overflow: 'auto', bgcolor: 'background.default' }}
      data-testid="markdown-preview"
    >
      {value.trim() ? (
        <MarkdownView source={value} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('app.markdown.empty')}
        </Typography>
      )}
    </Paper>
  );

  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Stack direction="row" alignItems="center" sx={{ mb: 0.5, flexWrap: 'wrap' }}>
        {EDITS.map(({ key, icon: Icon, edit }) => (
          <Tooltip key={key} title={t(`app.markdown.${key}`)}>
            <span>
              <IconButton
                size="small"
                disabled={disabled}
                onClick={() => apply(edit, key)}
                aria-label={t(`app.markdown.${key}`)}
              >
                <Icon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        ))}
        {!wide && (
          <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ ml: 'auto', minHeight: 36 }}>
            <Tab value="write" label={t('app.markdown.write')} sx={{ minHeight: 36, py: 0 }} />
            <Tab
              value="preview"
              label={t('app.markdown.preview')}
              sx={{ minHeight: 36, py: 0 }}
              data-testid="markdown-preview-tab"
            />
          </Tabs>
        )}
      </Stack>
      {wide ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2, alignItems: 'start' }}>
          {editor}
          {preview}
        </Box>
      ) : tab === 'write' ? (
        editor
      ) : (
        preview
      )}
    </Box>
  );
}
