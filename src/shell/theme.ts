/**
 * The look both apps share: the brand palette and type, and (for the store's own entry, which has no react-admin)
 * the MUI defaults react-admin's default theme sets, so inputs and lists look the same in the store and console.
 */
import type { Theme, ThemeOptions } from '@mui/material';

export const brandPalette = {
  primary: { main: '#1f6feb' },
  secondary: { main: '#0b3d91' },
  background: { default: '#f5f7fa' },
};
export const brandTypography = {
  fontFamily: [
    '-apple-system',
    'BlinkMacSystemFont',
    '"Segoe UI"',
    '"PingFang SC"',
    '"Noto Sans CJK SC"',
    '"Microsoft YaHei"',
    'sans-serif',
  ].join(','),
};

const fullWidthOnPhone = [
  { props: {}, style: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: { width: '100%' } }) },
];
const dense = { variant: 'filled' as const, margin: 'dense' as const, size: 'small' as const, fullWidth: true };

/** react-admin's defaultLightTheme components (ra-ui-materialui theme/defaultTheme.ts), MUI's part of them */
export const storeTheme: ThemeOptions = {
  palette: brandPalette,
  typography: brandTypography,
  components: {
    MuiAutocomplete: { defaultProps: { fullWidth: true }, variants: fullWidthOnPhone },
    MuiTextField: { defaultProps: dense, variants: fullWidthOnPhone },
    MuiFormControl: { defaultProps: dense },
    MuiTableCell: { styleOverrides: { root: { '&.MuiTableCell-paddingCheckbox': { padding: '0 8px 0 8px' } } } },
    MuiListItemIcon: { styleOverrides: { root: { minWidth: 56 } } },
    MuiFilledInput: {
      styleOverrides: {
        root: { backgroundColor: 'rgba(0, 0, 0, 0.04)', '&$disabled': { backgroundColor: 'rgba(0, 0, 0, 0.04)' } },
      },
    },
  } as ThemeOptions['components'],
};
