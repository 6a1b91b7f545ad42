/** /announcement/detail?announcement_id=…: one announcement; opening it marks it read for a signed-in reader. */
import { useEffect } from 'react';
import { Box, Button, Chip, Container, Paper, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useLocaleState, useTranslate } from '../../shell/host.tsx';
import { useRemote } from '../../shell/use-remote.ts';
import { EmptyState, ScreenStates } from '../../shell/ui/states.tsx';
import { usePublishTitle } from '../../shell/page-title.ts';
import { isLoggedIn } from '../../api/session.ts';
import { contentApi, formatDate, pick, queryId } from '../content/api.ts';
import { Prose, useRendered } from '../content/Prose.tsx';
import { useMetaDescription } from '../content/meta.ts';

export default function AnnouncementDetail() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const location = useLocation();
  const [params] = useSearchParams();
  const id = queryId(params.get('announcement_id') ?? params.get('id'));
  const item = useRemote((signal) => contentApi.announcement(id!, signal), [id], id !== undefined);
  const a = item.data;
  usePublishTitle(
    location.pathname,
    a ? { key: 'store.named', args: { name: { zh: a.title, en: a.title_en || a.title } } } : undefined,
  );
  const { html } = useRendered(a ? pick(locale, a.content, a.content_en) : '');
  useMetaDescription(a ? pick(locale, a.summary, a.summary_en) || pick(locale, a.content, a.content_en) : undefined);
  useEffect(() => {
    // the read mark is a courtesy: a failure leaves the item unread, nothing to tell the reader
    if (a && a.read === false && isLoggedIn()) contentApi.markRead(a.announcement_id).catch(() => undefined);
  }, [a]);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }} data-testid="announcement-detail">
      <Button component={Link} to="/announcement" startIcon={<ArrowBack />} sx={{ mb: 1.5 }}>
        {t('store.announcements.back')}
      </Button>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        {id === undefined ? (
          <EmptyState />
        ) : (
          <ScreenStates loading={item.loading} error={item.error} empty={!a} onRetry={item.reload}>
            {a && (
              <Box component="article">
                <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
                  {a.pinned === 1 && <Chip size="small" color="primary" label={t('store.announcements.pinned')} />}
                  <Typography variant="caption" color="text.secondary" component="time" dateTime={a.published_at}>
                    {formatDate(locale, a.published_at)}
                  </Typography>
                </Stack>
                <Typography
                  variant="h4"
                  component="h1"
                  sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 700, mb: 2 }}
                  data-testid="announcement-title"
                >
                  {pick(locale, a.title, a.title_en)}
                </Typography>
                <Prose html={html} testId="announcement-content" />
              </Box>
            )}
          </ScreenStates>
        )}
      </Paper>
    </Container>
  );
}
