/**
 * Footer: complex (site tree columns and links) when the server has them, simple otherwise. The copyright
 * runs from 2001 to the current year.
 */
import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from '../../shell/host.tsx';
import { COPYRIGHT_FROM } from '../../shared/constants.ts';
import { useRemote } from '../../shell/use-remote.ts';
import { siteApi, type FooterNode } from '../site-api.ts';

export const copyrightYears = (now = new Date()) => ({ from: COPYRIGHT_FROM, to: now.getFullYear() });

function nodeLink(node: FooterNode) {
  if (node.index_doc_id !== undefined && node.index_doc_id !== null) {
    return (
      <MuiLink component={Link} to={`/doccenter/details?id=${node.index_doc_id}`} color="inherit" underline="hover">
        {node.show_name}
      </MuiLink>
    );
  }
  return (
    <Typography variant="body2" title={node.content}>
      {node.show_name}
    </Typography>
  );
}

export function Footer() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const tree = useRemote((signal) => siteApi.footerTree(signal), [locale]);
  const links = useRemote((signal) => siteApi.links(signal), [locale]);
  const complex = !!tree.data?.length || !!links.data?.length;
  return (
    <Box
      component="footer"
      data-testid={complex ? 'footer-complex' : 'footer-simple'}
      sx={{
        bgcolor: '#1d2433',
        color: 'rgba(255,255,255,0.75)',
        px: { xs: 2, md: 4 },
        py: complex ? 4 : 2,
        mt: 'auto',
      }}
    >
      {!!tree.data?.length && (
        <Stack direction="row" spacing={{ xs: 3, md: 6 }} useFlexGap sx={{ mb: 3, flexWrap: 'wrap' }}>
          {tree.data.map((col) => (
            <Box key={col.show_name}>
              <Typography variant="subtitle2" color="#fff" gutterBottom>
                {col.show_name}
              </Typography>
              <Stack spacing={0.5} sx={{ fontSize: 14 }}>
                {(col.childs ?? []).map((c) => (
                  <Box key={c.show_name}>{nodeLink(c)}</Box>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      {!!links.data?.length && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', fontSize: 13 }}>
          <Typography variant="body2" color="#fff">
            {t('app.footer.links')}
          </Typography>
          {links.data.map((l) => (
            <MuiLink
              key={l.link_url}
              href={l.link_url}
              target="_blank"
              rel="noopener"
              color="inherit"
              underline="hover"
            >
              {l.link_name}
            </MuiLink>
          ))}
        </Stack>
      )}
      <Typography variant="body2" align="center" data-testid="copyright">
        {t('app.footer.copyright', copyrightYears())}
      </Typography>
    </Box>
  );
}
