/** One API of a product page: method and path, parameters, request body, response schema and example, error codes, samples. */
import { Accordion, AccordionDetails, AccordionSummary, Box, Stack, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslate } from '../../shell/host.tsx';
import { DataTable } from '../../shell/ui/DataTable.tsx';
import type { MarketApi } from './api.ts';
import type { Param } from './snippets.ts';
import { CodeSamples } from './CodeSamples.tsx';
import { MethodChip } from './MethodChip.tsx';

const Heading = ({ children }: { children: React.ReactNode }) => (
  <Typography variant="subtitle2" component="h4" sx={{ mt: 2, mb: 1, fontWeight: 700 }}>
    {children}
  </Typography>
);

const Code = ({ text, testId }: { text: string; testId?: string }) => (
  <Box
    component="pre"
    tabIndex={0}
    data-testid={testId}
    sx={{
      m: 0,
      p: 1.5,
      bgcolor: 'grey.50',
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      fontSize: 12.5,
      overflowX: 'auto',
      maxHeight: 320,
    }}
  >
    {text}
  </Box>
);

const typeOf = (p: Param) => {
  const s = p.schema as { type?: string | string[]; format?: string } | null | undefined;
  const type = Array.isArray(s?.type) ? s!.type.join(' | ') : (s?.type ?? '');
  return s?.format ? `${type} (${s.format})` : type;
};

function Params({ params }: { params: Param[] }) {
  const t = useTranslate();
  return (
    <DataTable<Param>
      tableTestId="api-params"
      phone="scroll"
      rows={params}
      rowKey={(p) => `${p.in}:${p.name}`}
      columns={[
        { key: 'name', label: t('market.product.param.name'), sx: { fontFamily: 'monospace' }, render: (p) => p.name },
        { key: 'in', label: t('market.product.param.in'), render: (p) => p.in },
        { key: 'type', label: t('market.product.param.type'), sx: { fontFamily: 'monospace' }, render: typeOf },
        {
          key: 'required',
          label: t('market.product.param.required'),
          render: (p) => (p.required ? t('market.product.param.yes') : t('market.product.param.no')),
        },
        {
          key: 'description',
          label: t('market.product.param.description'),
          sx: { minWidth: 160 },
          render: (p) => p.description,
        },
      ]}
    />
  );
}

export function ApiSection({
  api,
  gatewayUrl,
  expanded,
  onToggle,
}: {
  api: MarketApi;
  gatewayUrl: string;
  expanded: boolean;
  onToggle: () => void;
}) {
  const t = useTranslate();
  const params = (api.request_params ?? []) as Param[];
  const response = api.response_schema as { schema?: unknown } | null;
  const body = api.request_body as { content_type?: string; schema?: unknown } | null;
  const errors = (api.error_codes ?? []) as { code: string; description: string }[];
  return (
    <Accordion
      expanded={expanded}
      onChange={onToggle}
      disableGutters
      variant="outlined"
      data-testid="api-item"
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />} sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 1.5 }}
          alignItems={{ sm: 'center' }}
          sx={{ minWidth: 0 }}
        >
          <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
            <MethodChip method={api.method_type} />
            <Typography sx={{ fontFamily: 'monospace', fontSize: 14, wordBreak: 'break-all' }} data-testid="api-path">
              {api.listen_path}
            </Typography>
          </Stack>
          <Typography color="text.secondary" variant="body2" noWrap>
            {api.api_name}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        {api.api_desc && (
          <Typography variant="body2" color="text.secondary">
            {api.api_desc}
          </Typography>
        )}
        {params.length > 0 && (
          <>
            <Heading>{t('market.product.params')}</Heading>
            <Params params={params} />
          </>
        )}
        {body && (
          <>
            <Heading>
              {t('market.product.body')} · {body.content_type}
            </Heading>
            <Code text={JSON.stringify(body.schema, null, 2)} />
          </>
        )}
        {response?.schema != null && (
          <>
            <Heading>{t('market.product.response')}</Heading>
            <Code text={JSON.stringify(response.schema, null, 2)} testId="api-response-schema" />
          </>
        )}
        {api.response_example && (
          <>
            <Heading>{t('market.product.example')}</Heading>
            <Code text={api.response_example} testId="api-example" />
          </>
        )}
        {errors.length > 0 && (
          <>
            <Heading>{t('market.product.errors')}</Heading>
            <DataTable<{ code: string; description: string }>
              tableTestId="api-errors"
              phone="scroll"
              rows={errors}
              rowKey={(e) => e.code}
              columns={[
                {
                  key: 'code',
                  label: t('market.product.code'),
                  sx: { fontFamily: 'monospace' },
                  render: (e) => e.code,
                },
                { key: 'description', label: t('market.product.param.description'), render: (e) => e.description },
              ]}
            />
          </>
        )}
        <Heading>{t('market.product.samples')}</Heading>
        <CodeSamples api={api} gatewayUrl={gatewayUrl} />
      </AccordionDetails>
    </Accordion>
  );
}
