import ContentCopy from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { MouseEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Ident } from '../ident/ident.tsx';

/** A code as clients type it, left to right in every language. */
function CodeText({ code }: { code: number }) {
  return (
    <Ident sx={{ fontFamily: 'monospace', fontSize: '1.05em', fontWeight: 600, letterSpacing: '0.08em' }}>
      {code}
    </Ident>
  );
}

/** An address, left to right in every language, wrapped anywhere so that a long one fits a phone. */
export function Address({ value }: { value: string }) {
  return <Ident>{value}</Ident>;
}

/**
 * Copies a text to the clipboard and says whether it worked. The button's name says what it copies; in a
 * list, pressing it does not open the row.
 */
export function CopyButton({
  text,
  label,
  copiedKey,
  copiedArgs,
  failedKey,
}: {
  text: string;
  label: string;
  /** The texts' keys of what is said after copying, and when copying failed. */
  copiedKey: string;
  copiedArgs?: Record<string, unknown>;
  failedKey: string;
}) {
  const notify = useNotify();
  const copy = async (event: MouseEvent) => {
    event.stopPropagation();
    try {
      await navigator.clipboard.writeText(text);
      notify(copiedKey, { type: 'success', messageArgs: copiedArgs });
    } catch {
      notify(failedKey, { type: 'error' });
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

/** Copies a code to the clipboard, saying so; the button names the code it copies. */
function CopyCodeButton({ code }: { code: number }) {
  const translate = useTranslate();
  return (
    <CopyButton
      text={String(code)}
      label={translate('hosts.code.copy', { code })}
      copiedKey="hosts.code.copied"
      copiedArgs={{ code }}
      failedKey="hosts.code.copyFailed"
    />
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
