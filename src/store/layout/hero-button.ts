/**
 * The primary button on the store's blue bands (home hero, banners, content pages): solid white with the brand's
 * blue text, so it reads as the one thing to do. MUI's contained "inherit" colour drew it grey, like a disabled
 * button (issue 25 item 18).
 */
export const heroPrimarySx = {
  bgcolor: '#fff',
  color: 'primary.main',
  fontWeight: 700,
  px: 3,
  boxShadow: '0 4px 14px rgba(0, 0, 0, 0.25)',
  textTransform: 'none',
  '&:hover': { bgcolor: '#e8f0fe', boxShadow: '0 6px 18px rgba(0, 0, 0, 0.3)' },
} as const;

/** its companion: an outline on the band, clearly second */
export const heroSecondarySx = {
  color: '#fff',
  borderColor: 'rgba(255, 255, 255, 0.7)',
  textTransform: 'none',
  '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255, 255, 255, 0.1)' },
} as const;
