/** Search fragments as text with the matches in <mark>: no HTML from the server is ever injected. */
import { Box } from '@mui/material';
import type { Fragment } from './api.ts';

export function Highlight({ fragments }: { fragments: Fragment[] }) {
  return (
    <>
      {fragments.map((f, i) =>
        f.hit ? (
          <Box component="mark" key={i} sx={{ bgcolor: '#fff1b8', color: 'inherit', px: 0.25, borderRadius: 0.5 }}>
            {f.text}
          </Box>
        ) : (
          <span key={i}>{f.text}</span>
        ),
      )}
    </>
  );
}
