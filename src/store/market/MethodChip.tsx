/** An HTTP method as a coloured chip (own file: the header's search shows it without loading the product page's code). */
import { Chip } from '@mui/material';

const METHOD_COLORS: Record<string, string> = {
  GET: '#1a7f37',
  POST: '#0969da',
  PUT: '#9a6700',
  DELETE: '#cf222e',
  PATCH: '#8250df',
};

export const MethodChip = ({ method }: { method: string }) => (
  <Chip
    size="small"
    label={method}
    sx={{
      fontFamily: 'monospace',
      fontWeight: 700,
      color: '#fff',
      bgcolor: METHOD_COLORS[method] ?? 'grey.600',
      minWidth: 64,
    }}
  />
);
