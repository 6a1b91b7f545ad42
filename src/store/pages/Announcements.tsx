/** /announcement: published announcements, pinned first then newest, paged; signed-in readers see what is unread. */
import { Box, Chip, Container, Pagination, Paper, Stack, Typography } from '@mui/material';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import { Link, useSearchParams } from 'react-router-dom';
import { useLocaleState, useTranslate } from '../../shell/host.tsx';
import { useRemote } from '../../shell/use-remote.ts';
import { ScreenStates } from '../../shell/ui/states.tsx';
import { contentApi, formatDate, pick, queryId } from '../content/api.ts';
import { PageBand } from '../content/PageBand.tsx';
import { useMetaDescription } from '../content/meta.ts';

const PAGE_SIZE = 10;

export default function Announcements() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const [params, setParams] = useSearchParams();
  const page = queryId(params.get('page')) ?? 1;
  const list = useRemote((signal) => contentApi.announcements(page, PAGE_SIZE, signal), [page]);
  useMetaDescription(t('store.announcements.subtitle'));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  return (
    <Box data-testid="announcements">
      <PageBand title={t('store.announcements.title')} subtitle={t('store.announcements.subtitle')} />
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
        <ScreenStates
          loading={list.loading}
          error={list.error}
          empty={!!list.data && list.data.list.length === 0}
          onRetry={list.reload}
        >
          <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.data?.list.map((a) => (
              <Paper
                key={a.announcement_id}
                component="li"
                variant="outlined"
                data-testid="announcement-item"
                sx={{ '&:hover, &:focus-within': { borderColor: 'primary.main' } }}
              >
                <Box
                  component={Link}
                  to={`/announcement/detail?announcement_id=${a.announcement_id}`}
                  sx={{ display: 'block', p: { xs: 1.5, md: 2.5 }, color: 'inherit', textDecoration: 'none' }}
                >
                  <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 0.5 }}>
                    {a.pinned === 1 && (
                      <Chip
                        size="small"
                        color="primary"
                        icon={<PushPinOutlined />}
                        label={t('store.announcements.pinned')}
                      />
                    )}
                    {a.read === false && (
                      <Chip
                        size="small"
                        color="error"
                        variant="outlined"
                        label={t('store.announcements.unread')}
                        data-testid="announcement-unread"
                      />
                    )}
                    <Typography variant="caption" color="text.secondary" component="time" dateTime={a.published_at}>
                      {formatDate(locale, a.published_at)}
                    </Typography>
                  </Stack>
                  <Typography
                    variant="h6"
                    component="h2"
                    sx={{ fontSize: { xs: 16, md: 18 }, fontWeight: a.read === false ? 700 : 600 }}
                  >
                    {pick(locale, a.title, a.title_en)}
                  </Typography>
                  {a.summary && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {pick(locale, a.summary, a.summary_en)}
                    </Typography>
                  )}
                </Box>
              </Paper>
            ))}
          </Stack>
          {pages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination
                count={pages}
                page={page}
                onChange={(_, p) => setParams(p === 1 ? {} : { page: String(p) })}
              />
            </Box>
          )}
        </ScreenStates>
      </Container>
    </Box>
  );
}
