import ContentCopy from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { MouseEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/** A code as clients type it, left to right in every language. */
export function CodeText({ code }: { code: number }) {
  return (
    <Box
      component="span"
      dir="ltr"
      sx={{ fontFamily: 'monospace', fontSize: '1.05em', fontWeight: 600, letterSpacing: '0.08em' }}
    >
      {code}
    </Box>
  );
}

/** Copies a code to the clipboard, saying so; the button names the code it copies. */
export function CopyCodeButton({ code }: { code: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const label = translate('hosts.code.copy', { code });
  const copy = async (event: MouseEvent) => {
    // In a list, the row would open the entry too.
    event.stopPropagation();
    try {
      await navigator.clipboard.writeText(String(code));
      notify('hosts.code.copied', { type: 'success', messageArgs: { code } });
    } catch {
      notify('hosts.code.copyFailed', { type: 'error' });
    }
  };
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={copy} size="small">
        <ContentCopy fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** The code with its copy button, as the list and the entry's page show it. */
export function CodeWithCopy({ code }: { code: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <CodeText code={code} />
      <CopyCodeButton code={code} />
    </Box>
  );
}
