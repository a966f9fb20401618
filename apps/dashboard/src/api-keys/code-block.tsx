import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from './copy-button.tsx';

/** A command as it is typed: left to right in every language, wrapped rather than scrolled on a phone. */
export function CodeBlock({ code, name }: { code: string; name: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ my: 1.5 }}>
      <Box
        component="pre"
        dir="ltr"
        translate="no"
        sx={{
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'grey.100',
          color: 'grey.900',
          fontSize: '0.85rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          // `start` of its own (left-to-right) direction: a plain `left` would be flipped by the RTL styles.
          textAlign: 'start',
        }}
      >
        <code>{code}</code>
      </Box>
      <CopyButton
        text={code}
        label="integration.guide.copy"
        accessibleName={`${translate('integration.guide.copy')}: ${name}`}
        copiedMessage="integration.guide.copied"
        failedMessage="integration.guide.copyFailed"
      />
    </Box>
  );
}
