/** One theme for console and public pages; sidebar widths from SPEC.md section 9. */
import CloseIcon from '@mui/icons-material/Close';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_WIDTH } from '../shared/constants.ts';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { primary: { main: '#1f6feb' }, secondary: { main: '#0b3d91' }, background: { default: '#f5f7fa' } },
  typography: {
    fontFamily: ['-apple-system', 'BlinkMacSystemFont', '"Segoe UI"', '"PingFang SC"', '"Noto Sans CJK SC"', '"Microsoft YaHei"', 'sans-serif'].join(','),
  },
  sidebar: { width: SIDE_MENU_WIDTH, closedWidth: SIDE_MENU_COLLAPSED_WIDTH },
  components: {
    ...defaultTheme.components,
    // react-admin's confirmations put an error icon on "cancel", as if cancelling were a failure
    RaConfirm: { defaultProps: { CancelIcon: CloseIcon } },
  } as RaThemeOptions['components'],
};
