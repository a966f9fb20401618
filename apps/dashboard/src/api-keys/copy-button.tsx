import ContentCopy from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/**
 * Copies `text` to the clipboard and says so; when the browser refuses, it says to copy by hand. `label`
 * names what is copied for screen readers when several such buttons share a page.
 */
export function CopyButton({
  text,
  label,
  accessibleName,
  copiedMessage,
  failedMessage,
}: {
  text: string;
  label: string;
  accessibleName?: string;
  copiedMessage: string;
  failedMessage: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify(copiedMessage, { type: 'success' });
    } catch {
      notify(failedMessage, { type: 'warning' });
    }
  };
  return (
    <Button size="small" startIcon={<ContentCopy />} onClick={() => void copy()} aria-label={accessibleName}>
      {translate(label)}
    </Button>
  );
}
