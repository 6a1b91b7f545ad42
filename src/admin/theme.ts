/** One theme for console and public pages; sidebar widths from SPEC.md section 9. */
import CloseIcon from '@mui/icons-material/Close';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { brandPalette, brandTypography } from '../shell/theme.ts';
import { SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_WIDTH } from '../shared/constants.ts';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: brandPalette,
  typography: brandTypography,
  sidebar: { width: SIDE_MENU_WIDTH, closedWidth: SIDE_MENU_COLLAPSED_WIDTH },
  components: {
    ...defaultTheme.components,
    // react-admin's confirmations put an error icon on "cancel", as if cancelling were a failure
    RaConfirm: { defaultProps: { CancelIcon: CloseIcon } },
  } as RaThemeOptions['components'],
};
