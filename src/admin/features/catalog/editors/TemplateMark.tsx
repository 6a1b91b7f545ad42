/**
 * Marks a parameter, response field or error code an API got from a data template (issue 25 item 23): the item
 * carries the template's id (`template_id`, or `x-template` on a response property); the chip names the template
 * (its id where the reader may not open data templates), in English where the template has an English name.
 */
import { Chip } from '@mui/material';
import { useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { localized } from '../../../../shared/localized.ts';

export function TemplateMark({ id }: { id: unknown }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const templateId = Number(id);
  const { data } = useGetOne(
    'data_templates',
    { id: templateId },
    { enabled: Number.isInteger(templateId) && templateId > 0, retry: false },
  );
  if (!Number.isInteger(templateId) || templateId < 1) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="primary"
      data-testid="template-mark"
      label={t('catalog.editor.from_template', {
        name: (localized(data, 'template_name', locale) as string | undefined) ?? `#${templateId}`,
      })}
      sx={{ ml: 1 }}
    />
  );
}
