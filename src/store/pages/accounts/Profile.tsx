/**
 * The caller's profile (/user/modifyInformation, /accountCenter/user/informationNew, /accountCenter/basicData):
 * names and avatar; email and phone changed only with a code sent to the new address; external accounts bound
 * and unbound.
 */
import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, Card, CardContent, Divider, Stack, TextField, Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useNotify, useTranslate } from '../../../shell/host.tsx';
import { call, operationUrl } from '../../../api/call.ts';
import type { ApiRequestError } from '../../../api/errors.ts';
import { UploadInput } from '../../../shell/ui/UploadInput.tsx';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { forgetSessionCache } from '../../../shell/authProvider.ts';
import { CodeField } from './CodeField.tsx';
import { RoleApply } from './RoleApply.tsx';
import type { BodyOf } from '../../../api/operation-types.ts';

interface Profile {
  user_name: string;
  user_real_name: string | null;
  pnick_name: string | null;
  email: string | null;
  phone: string | null;
  avatar_url: string | null;
  identities: { provider: string; display_name: string | null }[];
}

function ContactChange({
  channel,
  current,
  onDone,
}: {
  channel: 'email' | 'sms';
  current: string | null;
  onDone(p: Profile): void;
}) {
  const t = useTranslate();
  const notify = useNotify();
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const submit = async () => {
    try {
      const p = await call<'changeContact', Profile>(
        'changeContact',
        { body: { channel, address: address.trim(), code } },
        { notify: false },
      );
      setAddress('');
      setCode('');
      setErrors({});
      notify(t('accounts.changed'), { type: 'success' });
      onDone(p);
    } catch (err) {
      const e = err as ApiRequestError;
      setErrors(
        Object.fromEntries(
          (e.fieldErrors ?? [{ field: 'address', message: e.message }]).map((f) => [f.field, f.message]),
        ),
      );
    }
  };
  return (
    <Stack spacing={1} data-testid={`change-${channel}`}>
      <Typography variant="subtitle2">
        {t(channel === 'email' ? 'accounts.change_email' : 'accounts.change_phone')}: {current || '—'}
      </Typography>
      <TextField
        label={t(channel === 'email' ? 'accounts.new_email' : 'accounts.new_phone')}
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        size="small"
        error={!!errors.address}
        helperText={errors.address ?? ' '}
      />
      <CodeField
        url={operationUrl('sendBindCode')}
        channel={channel}
        address={address}
        value={code}
        onChange={setCode}
        error={errors.code}
        onAddressError={(m) => setErrors((s) => ({ ...s, address: m }))}
      />
      <Button
        variant="outlined"
        onClick={() => void submit()}
        disabled={!address || code.length !== 6}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('accounts.change')}
      </Button>
    </Stack>
  );
}

export default function ProfilePage() {
  const t = useTranslate();
  const notify = useNotify();
  const bound = new URLSearchParams(useLocation().search).get('bound');
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [names, setNames] = useState({ user_real_name: '', pnick_name: '' });
  const [oidc, setOidc] = useState<{ name: string } | null>(null);
  const load = () => {
    setError(null);
    call<'userInformation', Profile>('userInformation', {}).then((p) => {
      setProfile(p);
      setNames({ user_real_name: p.user_real_name ?? '', pnick_name: p.pnick_name ?? '' });
    }, setError);
  };
  useEffect(() => {
    load();
    call<'signInOptions', { oidc: { name: string } | null }>('signInOptions', {}, { notify: false }).then(
      (o) => setOidc(o.oidc),
      () => undefined,
    );
  }, []);
  const save = async (body: Record<string, unknown>) => {
    const p = await call<'modifyInformation', Profile>('modifyInformation', { body });
    setProfile(p);
    forgetSessionCache();
    notify(t('accounts.saved'), { type: 'success' });
  };
  const bind = async () => {
    const { url } = await call<'oidcBindAuthorize', { url: string }>('oidcBindAuthorize', {});
    window.location.assign(url);
  };
  const unbind = async (provider: string) => {
    await call('identityUnbind', { body: { provider: provider as BodyOf<'identityUnbind'>['provider'] } });
    load();
  };
  const oidcIdentity = profile?.identities.find((i) => i.provider === 'oidc');
  return (
    <ScreenStates loading={!profile && !error} error={error} onRetry={load}>
      {profile && (
        <Card sx={{ m: 1, maxWidth: 720 }} data-testid="profile">
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6">
                {t('accounts.profile_title')} · {profile.user_name}
              </Typography>
              {bound === 'taken' && (
                <Alert severity="error" data-testid="bound-notice">
                  {t('accounts.bound_taken')}
                </Alert>
              )}
              {bound === 'link_failed' && (
                <Alert severity="error" data-testid="bound-notice">
                  {t('accounts.link_failed')}
                </Alert>
              )}
              {bound === 'oidc' && oidcIdentity && (
                <Alert severity="success" data-testid="bound-notice">
                  {t('accounts.bound_done', { provider: oidc?.name ?? '' })}
                </Alert>
              )}
              <Stack direction="row" spacing={2} alignItems="center">
                <Avatar src={profile.avatar_url ?? undefined} sx={{ width: 64, height: 64 }} data-testid="avatar">
                  {profile.user_name[0]?.toUpperCase()}
                </Avatar>
                <UploadInput<{ file_id: string }>
                  url={operationUrl('fileUpload')}
                  extra={{ visibility: 'public' }}
                  accept="image/png,image/jpeg,image/gif,image/webp"
                  onUploaded={(f) => void save({ avatar_file_id: f.file_id })}
                />
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField
                  label={t('accounts.real_name')}
                  value={names.user_real_name}
                  onChange={(e) => setNames((s) => ({ ...s, user_real_name: e.target.value }))}
                  size="small"
                  slotProps={{ htmlInput: { maxLength: 64, 'data-testid': 'profile-real-name' } }}
                />
                <TextField
                  label={t('accounts.nick_name')}
                  value={names.pnick_name}
                  onChange={(e) => setNames((s) => ({ ...s, pnick_name: e.target.value }))}
                  size="small"
                  slotProps={{ htmlInput: { maxLength: 64 } }}
                />
                <Button variant="contained" onClick={() => void save(names)} data-testid="profile-save">
                  {t('accounts.save')}
                </Button>
              </Stack>
              <Divider />
              <ContactChange channel="email" current={profile.email} onDone={setProfile} />
              <ContactChange channel="sms" current={profile.phone} onDone={setProfile} />
              <Divider />
              <RoleApply />
              <Divider />
              <Typography variant="subtitle2">{t('accounts.identities')}</Typography>
              {oidc && (
                <Stack direction="row" spacing={2} alignItems="center">
                  <Typography data-testid="oidc-binding">
                    {oidc.name}:{' '}
                    {oidcIdentity
                      ? t('accounts.bound', { name: oidcIdentity.display_name ?? '' })
                      : t('accounts.not_bound')}
                  </Typography>
                  {oidcIdentity ? (
                    <Button size="small" onClick={() => void unbind('oidc')} data-testid="oidc-unbind">
                      {t('accounts.unbind')}
                    </Button>
                  ) : (
                    <Button size="small" variant="outlined" onClick={() => void bind()} data-testid="oidc-bind">
                      {t('accounts.bind')}
                    </Button>
                  )}
                </Stack>
              )}
              {profile.identities
                .filter((i) => i.provider !== 'oidc')
                .map((i) => (
                  <Stack key={i.provider} direction="row" spacing={2} alignItems="center">
                    <Typography>
                      {i.provider}: {t('accounts.bound', { name: i.display_name ?? '' })}
                    </Typography>
                    <Button size="small" onClick={() => void unbind(i.provider)}>
                      {t('accounts.unbind')}
                    </Button>
                  </Stack>
                ))}
            </Stack>
          </CardContent>
        </Card>
      )}
    </ScreenStates>
  );
}
