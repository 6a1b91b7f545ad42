/**
 * 签约信息 (/enterpriseData/signingView): the signing between the platform and the caller's enterprise, made when its
 * authentication was approved: the enterprise, its credit code, when it was signed, and the agreement it signed (the
 * platform agreement, a console-managed document, shown here in the reader's language). Unsigned, it says how to sign.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleState, useTranslate } from '../../../shell/host.tsx';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { FieldTable } from '../../../shell/ui/FieldTable.tsx';
import MarkdownView from '../../../shell/markdown/MarkdownView.tsx';
import { pick } from '../../../shell/pick-locale.ts';
import { formatDateTime } from '../../../shared/dates.ts';
import { LEGAL_DOCS } from '../../../shared/user-name.ts';
import { contentApi, type PublicDocument } from '../../content/api.ts';
import { useDetail } from './EnterpriseAuth.tsx';

function Agreement() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const [doc, setDoc] = useState<PublicDocument | null | undefined>(undefined);
  useEffect(() => {
    const ac = new AbortController();
    contentApi.document({ index_doc_id: LEGAL_DOCS.userAgreement }, ac.signal).then(setDoc, () => {
      if (!ac.signal.aborted) setDoc(null);
    });
    return () => ac.abort();
  }, []);
  if (doc === undefined) return null;
  if (!doc) return <Typography color="text.secondary">{t('accounts.signing_agreement_missing')}</Typography>;
  return (
    <Stack spacing={1} data-testid="signing-agreement">
      <Stack direction="row" spacing={2} alignItems="baseline" flexWrap="wrap" useFlexGap>
        <Typography variant="subtitle1" fontWeight={600}>
          {t('accounts.signing_agreement')}：{pick(locale, doc.show_name, doc.show_name_en)}
        </Typography>
        <Link href={`/doccenter/details?id=${LEGAL_DOCS.userAgreement}`} target="_blank" rel="noopener">
          {t('accounts.signing_agreement_open')}
        </Link>
      </Stack>
      <Card variant="outlined" sx={{ maxHeight: 360, overflowY: 'auto', p: 2 }}>
        <MarkdownView source={pick(locale, doc.content, doc.content_en)} />
      </Card>
    </Stack>
  );
}

export default function SigningView() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const { detail, error, load } = useDetail();
  const rows: [string, string][] = detail?.enterprise
    ? [
        [t('accounts.signing_enterprise'), detail.enterprise.enterprise_name],
        [t('accounts.signing_code'), detail.enterprise.enterprise_code ?? '–'],
        [t('accounts.signing_at'), formatDateTime(detail.signed_at, locale) || '–'],
      ]
    : [];
  return (
    <ScreenStates loading={!detail && !error} error={error} onRetry={() => void load()}>
      {detail && (
        <Card sx={{ m: 1, maxWidth: 880 }} data-testid="signing-view">
          <CardContent>
            <Stack spacing={2}>
              <Stack direction="row" spacing={2} alignItems="center">
                <Typography variant="h6">{t('accounts.signing_title')}</Typography>
                <Chip
                  color={detail.signed ? 'success' : 'default'}
                  label={detail.signed ? t('accounts.signing_signed') : t('accounts.auth_state_0')}
                  data-testid="signing-state"
                />
              </Stack>
              {detail.signed ? (
                <>
                  <FieldTable
                    fields={rows.map(([k, v]) => ({ key: k, label: k, value: v }))}
                    labelWidth={{ xs: 120, sm: 220 }}
                    valueSx={{ overflowWrap: 'anywhere' }}
                  />
                  <Agreement />
                </>
              ) : (
                <Alert
                  severity="info"
                  data-testid="signing-unsigned"
                  action={
                    detail.account_type === 2 ? (
                      <Button component={RouterLink} to="/enterpriseData/authenticationView" size="small">
                        {t('accounts.signing_go_auth')}
                      </Button>
                    ) : undefined
                  }
                >
                  {t('accounts.signing_unsigned')}
                </Alert>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </ScreenStates>
  );
}
