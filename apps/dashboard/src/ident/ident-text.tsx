import { Box, type SxProps } from '@mui/material';
import type { ReactNode } from 'react';

// Apart from the inputs and fields of `ident.tsx`, so that a screen showing identifiers only (the home's host
// tables) does not load react-admin's form inputs with it.

/**
 * An identifier (device id, MAC address, host, URL, e-mail address, code, key, order reference) as one
 * left-to-right unit wherever it stands: `<bdi dir="ltr">` isolates it from the text around it, so that in
 * Arabic `26:F5:7D:46:32:78` does not turn into `F5:7D:46:32:78:26`. A long one may wrap anywhere.
 */
export function Ident({ children, sx }: { children: ReactNode; sx?: SxProps }) {
  return (
    <Box component="bdi" dir="ltr" translate="no" sx={{ overflowWrap: 'anywhere', ...sx }}>
      {children}
    </Box>
  );
}
