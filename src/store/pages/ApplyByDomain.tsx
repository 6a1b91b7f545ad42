/**
 * /applyFeild: apply by domain. A domain (query `id`, sub-domain `sonId`, as the market) lists its published
 * groups; a signed-in developer ticks several, picks a rule for each, an application, the environment and a reason,
 * and applies for all of them in one batch. A visitor sees the same list; the submit area sends them to log in and
 * back here with the query (and the ticked groups, `groups`).
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { Link, useSearchParams } from 'react-router-dom';
import { useLocaleState, useTranslate } from '../../shell/host.tsx';
import { isLoggedIn } from '../../api/session.ts';
import { useRemote } from '../../shell/use-remote.ts';
import { EmptyState, ErrorState, LoadingState } from '../../shell/ui/states.tsx';
import { siteApi } from '../site-api.ts';
import { queryId } from '../content/api.ts';
import { PageBand } from '../content/PageBand.tsx';
import { useMetaDescription } from '../content/meta.ts';
import { marketApi, type BatchApplied } from '../market/api.ts';
import { PUBLISHED_ENV } from '../market/env.ts';
import { DomainPicker } from '../market/DomainPicker.tsx';
import { ApplyGroupList, defaultRule, type Selection } from '../market/ApplyGroupList.tsx';
import { BatchApplyForm } from '../market/BatchApplyForm.tsx';
import { BatchApplyDone } from '../market/BatchApplyDone.tsx';

/** ticked group ids ride in the query through the login page */
const ticked = (v: string | null) =>
  (v ?? '')
    .split(',')
    .map((s) => queryId(s))
    .filter((n): n is number => n !== undefined);

function LoginToApply({ params, selection }: { params: URLSearchParams; selection: Selection }) {
  const t = useTranslate();
  const back = new URLSearchParams({ return: 'applyFeild' });
  params.forEach((v, k) => {
    if (k !== 'return' && k !== 'groups') back.append(k, v);
  });
  const ids = Object.keys(selection);
  if (ids.length) back.set('groups', ids.join(','));
  return (
    <Alert
      severity="info"
      data-testid="apply-login"
      action={
        <Button component={Link} to={`/login?${back}`} variant="contained" size="small" data-testid="apply-login-link">
          {t('market.by_domain.login')}
        </Button>
      }
    >
      {t('market.by_domain.login_hint')}
    </Alert>
  );
}

export default function ApplyByDomain() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const [params, setParams] = useSearchParams();
  const id = queryId(params.get('id'));
  const sonId = queryId(params.get('sonId'));
  const signedIn = isLoggedIn();
  useMetaDescription(t('market.by_domain.subtitle'));

  const tree = useRemote((signal) => siteApi.classifyTree(PUBLISHED_ENV, signal), [locale]);
  const domain = tree.data?.find((d) => Number(d.classify_id) === id);
  const groups = useRemote(
    (signal) => marketApi.applyGroups({ id, son_id: sonId }, signal),
    [id, sonId, locale],
    !!domain,
  );
  const [selection, setSelection] = useState<Selection>({});
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<{ group_id: number; message: string } | null>(null);
  const [done, setDone] = useState<BatchApplied | null>(null);

  // no domain asked for: the first one, so the page opens on something to apply for
  useEffect(() => {
    const first = tree.data?.[0];
    if (id === undefined && first) {
      const next = new URLSearchParams(params);
      next.set('id', String(first.classify_id));
      setParams(next, { replace: true });
    }
  }, [id, tree.data, params, setParams]);
  // another domain starts a new choice; the groups ticked before a login come back from the query
  useEffect(() => {
    const wanted = ticked(params.get('groups'));
    const list = groups.data?.list ?? [];
    setSelection(
      Object.fromEntries(
        list
          .filter((g) => wanted.includes(g.group_id) && g.charge_rules.length)
          .map((g) => [g.group_id, defaultRule(g)]),
      ),
    );
    setTried(false);
    setRefusal(null);
    if (wanted.length && groups.data) {
      const rest = new URLSearchParams(params);
      rest.delete('groups');
      setParams(rest, { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groups.data]);

  const choose = (nextId: number, nextSon: number | undefined) => {
    const next = new URLSearchParams({ id: String(nextId) });
    if (nextSon) next.set('sonId', String(nextSon));
    if (params.get('hideSetting')) next.set('hideSetting', params.get('hideSetting')!);
    setDone(null);
    setParams(next);
  };
  const count = Object.keys(selection).length;

  return (
    <Box data-testid="apply-by-domain">
      <PageBand title={t('market.by_domain.title')} subtitle={t('market.by_domain.subtitle')} />
      <Container sx={{ py: { xs: 2, md: 3 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
          {tree.loading ? (
            <LoadingState minHeight={80} />
          ) : tree.error ? (
            <ErrorState message={tree.error.message} onRetry={tree.reload} />
          ) : !tree.data?.length ? (
            <EmptyState />
          ) : (
            <Stack spacing={1.5}>
              <DomainPicker domains={tree.data} id={id} sonId={sonId} onChange={choose} />
              {id !== undefined && !domain && (
                <Alert severity="warning" data-testid="apply-unknown-domain">
                  {t('market.by_domain.unknown_domain')}
                </Alert>
              )}
              {domain?.classify_desc && (
                <Typography variant="body2" color="text.secondary">
                  {domain.classify_desc}
                </Typography>
              )}
            </Stack>
          )}
        </Paper>
        {domain &&
          (groups.loading ? (
            <LoadingState minHeight={240} />
          ) : groups.error ? (
            <ErrorState message={groups.error.message} onRetry={groups.reload} />
          ) : !groups.data?.list.length ? (
            <EmptyState />
          ) : done ? (
            <BatchApplyDone
              result={done}
              groups={groups.data.list}
              onAgain={() => {
                setDone(null);
                groups.reload();
              }}
            />
          ) : (
            <Stack spacing={2}>
              <Stack
                direction="row"
                justifyContent="space-between"
                alignItems="baseline"
                useFlexGap
                flexWrap="wrap"
                spacing={1}
              >
                <Typography variant="body2" color="text.secondary" data-testid="apply-total">
                  {t('market.by_domain.total', { smart_count: groups.data.total })}
                </Typography>
                <Typography
                  variant="body2"
                  color={count ? 'primary.main' : 'text.secondary'}
                  data-testid="apply-selected"
                >
                  {t('market.by_domain.selected', { smart_count: count })}
                </Typography>
              </Stack>
              <ApplyGroupList
                groups={groups.data.list}
                selection={selection}
                onChange={(s) => {
                  setSelection(s);
                  setRefusal(null);
                }}
                tried={tried}
                refusal={refusal}
              />
              {signedIn ? (
                <BatchApplyForm
                  selection={selection}
                  onTry={() => setTried(true)}
                  onRefused={setRefusal}
                  onDone={setDone}
                />
              ) : (
                <LoginToApply params={params} selection={selection} />
              )}
            </Stack>
          ))}
      </Container>
    </Box>
  );
}
