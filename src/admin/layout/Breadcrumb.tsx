/** Group › list › page, from the route table and the record page's own title. */
import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { withKeptQuery } from '../../shell/routing/hide-setting.tsx';
import { crumbsFor } from './console-paths.ts';
import { renderTitle, useTitlesVersion } from '../../shell/page-title.ts';

export function Breadcrumb() {
  const location = useLocation();
  const t = useTranslate();
  const [locale] = useLocaleState();
  useTitlesVersion();
  const crumbs = crumbsFor(location.pathname, location.search);
  return (
    <Breadcrumbs
      aria-label={t('app.menu.breadcrumb')}
      // one line from a tablet up; on a phone the crumbs wrap onto a second line rather than each being cut to a few
      // letters ("Provider ce…" at 375 px in English); a single crumb wider than the line still ends in an ellipsis
      sx={{ px: 1, py: 1, '& ol': { flexWrap: { xs: 'wrap', sm: 'nowrap' } }, '& li': { minWidth: 0 } }}
      data-testid="breadcrumb"
    >
      {crumbs.map((c, i) => {
        const text = renderTitle(t, locale, c.title);
        if (c.to) {
          return (
            <MuiLink
              key={i}
              component={Link}
              to={withKeptQuery(c.to, location.search)}
              underline="hover"
              color="text.secondary"
              variant="body2"
              noWrap
              data-testid="breadcrumb-parent"
            >
              {text}
            </MuiLink>
          );
        }
        const last = i === crumbs.length - 1;
        return (
          <Typography key={i} color={last ? 'text.primary' : 'text.secondary'} variant="body2" noWrap>
            {text}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}
