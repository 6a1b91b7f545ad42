/**
 * auditLog: the generated audit list, with a chain check above it for platform admins (the server refuses it to
 * anyone else). The check's answer names the first broken record, in the user's language, from the server.
 */
import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { GeneratedList } from '../../resources/generate/index.ts';
import { operations } from '../../../api/generated/operations.ts';
import { request } from '../../../api/request.ts';

type VerifyResult = { ok: boolean; rows: number; seq?: number; message: string };

const verifyChain = () =>
  request<VerifyResult>({ method: operations.auditVerify[0] as 'POST', url: operations.auditVerify[1] });

function VerifyChain() {
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<VerifyResult | null>(null);
  const run = async () => {
    setBusy(true);
    setResult(null);
    try {
      setResult(await verifyChain());
    } catch {
      /* the request wrapper shows the error */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card sx={{ mb: 2, minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
          <Button variant="outlined" size="small" disabled={busy} onClick={run} data-testid="audit-verify">
            {busy ? t('audit.verifying') : t('audit.verify')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('audit.verify_help')}
          </Typography>
        </Stack>
        {result && (
          <Alert severity={result.ok ? 'success' : 'error'} sx={{ mt: 2 }} data-testid="audit-verify-result">
            {result.message}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

export function AuditLogList() {
  const { identity } = useGetIdentity();
  const admin = Number((identity as { user_type?: number } | undefined)?.user_type ?? 9) <= 1;
  return (
    <>
      {admin && <VerifyChain />}
      <GeneratedList />
    </>
  );
}
