/** The banner slot public pages put at their top; each page asks for its own banner code. */
import { useEffect, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useLocaleState } from '../../shell/host.tsx';
import { useRemote } from '../../shell/use-remote.ts';
import { isFlag, siteApi, type Banner } from '../site-api.ts';
import { heroPrimarySx } from './hero-button.ts';

const ROTATE_MS = 5000;

export function BannerCarousel({ webPageCode, fallback }: { webPageCode: string; fallback?: React.ReactNode }) {
  const [locale] = useLocaleState();
  const banners = useRemote((signal) => siteApi.banners(webPageCode, signal), [webPageCode, locale]);
  const [index, setIndex] = useState(0);
  const navigate = useNavigate();
  const count = banners.data?.length ?? 0;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count]);
  if (!count) return <>{fallback}</>;
  const b: Banner = banners.data![index % count];
  // jump flags (resources/banners.yaml): 0 none, 1 in-site page, 2 external link in a new tab
  const jump = (url?: string, flag?: unknown) => {
    if (!url || String(flag) === '0') return;
    if (String(flag) === '2') window.open(url, '_blank', 'noopener');
    else navigate(url);
  };
  return (
    <Box
      data-testid="banner"
      onClick={() => jump(b.jump_url_pic, b.jump_flag_pic)}
      sx={{
        position: 'relative',
        height: { xs: 260, md: 320 },
        overflow: 'hidden',
        color: '#fff',
        backgroundColor: '#0b3d91',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        backgroundImage: b.banner_pic ? `url(${JSON.stringify(b.banner_pic)})` : undefined,
        cursor: b.jump_url_pic ? 'pointer' : 'default',
      }}
    >
      <Stack
        spacing={2}
        sx={{
          position: 'absolute',
          left: { xs: 20, md: 64 },
          right: { xs: 20, md: 'auto' },
          top: { xs: 40, md: 72 },
          maxWidth: 560,
        }}
      >
        <Typography variant="h4" fontWeight={700} sx={{ fontSize: { xs: 26, md: 34 } }}>
          {b.banner_title}
        </Typography>
        <Typography>{b.banner_desc}</Typography>
        {isFlag(b.add_button_flag) && b.banner_button?.button_name && (
          <Box>
            <Button
              variant="contained"
              sx={heroPrimarySx}
              data-testid="banner-button"
              onClick={(e) => {
                e.stopPropagation();
                jump(b.banner_button?.jump_url, b.banner_button?.jump_flag);
              }}
            >
              {b.banner_button.button_name}
            </Button>
          </Box>
        )}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ position: 'absolute', bottom: 16, left: '50%', transform: 'translateX(-50%)' }}
      >
        {banners.data!.map((_, i) => (
          <Box
            key={i}
            onClick={(e) => {
              e.stopPropagation();
              setIndex(i);
            }}
            sx={{
              width: 24,
              height: 4,
              borderRadius: 2,
              bgcolor: i === index % count ? '#fff' : 'rgba(255,255,255,0.4)',
              cursor: 'pointer',
            }}
          />
        ))}
      </Stack>
    </Box>
  );
}
