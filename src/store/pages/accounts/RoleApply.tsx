/** Role applications on the profile: each role's status flag (0 none, 1 under review, 2 held, 3 rejected) and an apply button. */
import { useEffect, useRef, useState } from 'react';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useNotify, useTranslate } from '../../../shell/host.tsx';
import { call } from '../../../api/call.ts';
import type { BodyOf } from '../../../api/operation-types.ts';

interface Status {
  developerStatus: number;
  enterpriseDeveloperStatus: number;
  providersStatus: number;
  enterpriseAdminStatus: number;
  applies: { role_code: string; state: number; reject_reason: string | null }[];
}

const COLORS = ['default', 'info', 'success', 'error'] as const;

export function RoleApply() {
  const t = useTranslate();
  const notify = useNotify();
  const [status, setStatus] = useState<Status | null>(null);
  // ?apply=<role>: arrived from a call to apply for that role (workbench, store, a role's page): its row is marked and in view
  const marked = new URLSearchParams(useLocation().search).get('apply');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status && marked) box.current?.scrollIntoView({ block: 'center' });
  }, [status, marked]);
  const load = () =>
    call<'roleApplyStatus', Status>('roleApplyStatus', {}, { notify: false }).then(setStatus, () => setStatus(null));
  useEffect(() => {
    void load();
  }, []);
  if (!status) return null;
  const rows: [string, number][] = [
    ['developer', Math.max(status.developerStatus, status.enterpriseDeveloperStatus)],
    ['provider', status.providersStatus],
    ['enterprise_admin', status.enterpriseAdminStatus],
  ];
  const apply = async (role_code: string) => {
    await call('roleApplyCreate', { body: { role_code: role_code as BodyOf<'roleApplyCreate'>['role_code'] } });
    notify(t('accounts.applied'), { type: 'success' });
    void load();
  };
  return (
    <Stack spacing={1} data-testid="role-apply" ref={box}>
      <Typography variant="subtitle2">{t('accounts.roles_title')}</Typography>
      {rows.map(([code, s]) => {
        const reason =
          s === 3 ? status.applies.find((a) => a.role_code === code && a.state === 3)?.reject_reason : null;
        return (
          <Stack
            key={code}
            direction="row"
            spacing={2}
            alignItems="center"
            useFlexGap
            flexWrap="wrap"
            data-marked={code === marked ? 'true' : undefined}
            sx={
              code === marked
                ? { outline: '2px solid', outlineColor: 'warning.light', borderRadius: 1, p: 0.5 }
                : undefined
            }
          >
            <Typography sx={{ width: 120 }}>{t(`accounts.role_${code}`)}</Typography>
            <Chip size="small" color={COLORS[s]} label={t(`accounts.role_status_${s}`)} />
            {reason && (
              <Typography variant="caption" color="error">
                {reason}
              </Typography>
            )}
            {(s === 0 || s === 3) && (
              <Button
                size="small"
                variant={code === marked ? 'contained' : 'outlined'}
                onClick={() => void apply(code)}
                data-testid={`apply-${code}`}
              >
                {t('accounts.apply')}
              </Button>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
