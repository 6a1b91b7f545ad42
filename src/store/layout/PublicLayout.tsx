/** The public page frame: header, navigation bar (hidden with hideSetting=nav), the page, footer. */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useNavHidden } from '../../shell/routing/hide-setting.tsx';
import { LoadingState } from '../../shell/ui/states.tsx';
import { InitPasswordGateSlot } from '../../shell/account-slots.tsx';
import { isLoggedIn } from '../../api/session.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { NavBar } from './NavBar.tsx';
import { useTokenLogin } from './token-login.ts';

export default function PublicLayout({ children }: { children: ReactNode }) {
  const navHidden = useNavHidden();
  const exchanging = useTokenLogin();
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
      data-testid="public-layout"
    >
      <Header />
      {!navHidden && <NavBar />}
      <Box component="main" sx={{ flex: 1 }}>
        {exchanging ? <LoadingState minHeight={320} /> : children}
      </Box>
      <Footer />
      {isLoggedIn() && !exchanging && <InitPasswordGateSlot />}
    </Box>
  );
}
