import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Box, Button, IconButton, Link, Stack, Typography } from '@mui/material';
import type { TicketAttachment } from '@vela/api-client';
import {
  attachmentNameMatches,
  isInlineAttachmentType,
  sanitizeAttachmentName,
  sniffTicketAttachmentType,
  ticketAttachmentMaxBytes,
  ticketAttachmentsPerMessage,
} from '@vela/validation';
import { useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatBytes } from '../i18n/locale-format.ts';
import { Ident } from '../ident/ident-text.tsx';
import { type AppDataProvider, adminApiUrl } from '../providers/data-provider.ts';
import { errorCode } from '../providers/errors.ts';

/** Where a file of a ticket is downloaded from (the session cookie decides who may). */
const attachmentUrl = (ticketId: string, attachmentId: string) =>
  `${adminApiUrl}/tickets/${encodeURIComponent(ticketId)}/attachments/${encodeURIComponent(attachmentId)}`;

/** Why a file was not attached: a key of the `attachments` or `errors` texts. */
export class AttachmentUploadError extends Error {}

const refusalKey = (code: unknown): string =>
  code === 'attachment_type' || code === 'attachment_limit' || code === 'attachment_empty'
    ? `attachments.errors.${code}`
    : code === 'payload_too_large' || code === 'not_found' || code === 'rate_limited'
      ? `errors.generic.${code}`
      : 'errors.generic.network';

/** Sends a file to a message of the ticket; a refusal is thrown as an {@link AttachmentUploadError}. */
export async function uploadTicketAttachment(
  dataProvider: AppDataProvider,
  ticketId: string,
  messageId: string,
  file: File,
): Promise<TicketAttachment> {
  try {
    return await dataProvider.uploadTicketAttachment(ticketId, messageId, file);
  } catch (error) {
    throw new AttachmentUploadError(refusalKey(errorCode(error)));
  }
}

/** The same checks as the API's, before anything is sent: size, count, and what the bytes are. */
async function refusalOf(file: File): Promise<string | null> {
  if (file.size > ticketAttachmentMaxBytes) return 'tooLarge';
  const type = sniffTicketAttachmentType(new Uint8Array(await file.arrayBuffer()));
  if (!type) return file.size === 0 ? 'attachment_empty' : 'attachment_type';
  return attachmentNameMatches(sanitizeAttachmentName(file.name), type) ? null : 'attachment_type';
}

/**
 * The attach control of a reply form: a labelled button opens the file picker, the chosen files are listed with
 * their size and a remove button each. A file the API would refuse is refused here at once, with the reason.
 */
export function AttachControl({ files, onFiles }: { files: File[]; onFiles: (files: File[]) => void }) {
  const translate = useTranslate();
  const fileSize = useFormatBytes();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const maxSize = fileSize(ticketAttachmentMaxBytes);
  const choose = async (chosen: File[]) => {
    const accepted: File[] = [];
    let reason: string | null = null;
    for (const file of chosen) {
      const refused = await refusalOf(file);
      if (refused === 'tooLarge')
        reason = translate('attachments.ui.tooLarge', { name: file.name, size: maxSize });
      else if (refused) reason = `${file.name}: ${translate(`attachments.errors.${refused}`)}`;
      else accepted.push(file);
    }
    const next = [...files, ...accepted];
    if (next.length > ticketAttachmentsPerMessage) {
      reason = translate('attachments.ui.tooMany', { max: ticketAttachmentsPerMessage });
    }
    setRefusal(reason);
    onFiles(next.slice(0, ticketAttachmentsPerMessage));
  };
  return (
    <Box sx={{ my: 1 }}>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept="image/png,image/jpeg,image/webp,image/gif,text/plain,.txt,.log"
        aria-label={translate('attachments.ui.attach')}
        data-testid="attach-input"
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          event.target.value = '';
          void choose(chosen);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<AttachFileIcon />}
        onClick={() => input.current?.click()}
        aria-describedby={helpId}
        disabled={files.length >= ticketAttachmentsPerMessage}
      >
        {translate('attachments.ui.attach')}
      </Button>
      <Typography id={helpId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {translate('attachments.ui.attachHelp', { size: maxSize, max: ticketAttachmentsPerMessage })}
      </Typography>
      {refusal ? (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {refusal}
        </Typography>
      ) : null}
      {files.length ? (
        <Box
          component="ul"
          aria-label={translate('attachments.ui.chosen')}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {files.map((file, index) => (
            <Stack
              component="li"
              key={`${file.name}-${index}`}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', minWidth: 0 }}
            >
              <Ident sx={{ minWidth: 0 }}>{file.name}</Ident>
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {fileSize(file.size)}
              </Typography>
              <IconButton
                size="small"
                aria-label={translate('attachments.ui.remove', { name: file.name })}
                onClick={() => onFiles(files.filter((_, at) => at !== index))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** The files of a message: images as small previews (their name as alt text), text files as download links. */
export function AttachmentList({
  ticketId,
  attachments,
}: {
  ticketId: string;
  attachments: TicketAttachment[];
}) {
  const translate = useTranslate();
  const fileSize = useFormatBytes();
  if (!attachments.length) return null;
  return (
    <Box
      component="ul"
      aria-label={translate('attachments.ui.listLabel')}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {attachments.map((file) => {
        const url = attachmentUrl(ticketId, file.id);
        const image = isInlineAttachmentType(file.content_type);
        return (
          <Box component="li" key={file.id} sx={{ maxWidth: '100%', minWidth: 0 }}>
            <Link
              href={url}
              download={file.name}
              aria-label={translate('attachments.ui.download', { name: file.name })}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
            >
              {image ? (
                <Box
                  component="img"
                  src={url}
                  alt={file.name}
                  loading="lazy"
                  sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
                />
              ) : (
                <DescriptionOutlinedIcon aria-hidden />
              )}
              <Box component="span" sx={{ minWidth: 0 }}>
                <Ident>{file.name}</Ident>{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  ({fileSize(file.size)})
                </Typography>
              </Box>
            </Link>
          </Box>
        );
      })}
    </Box>
  );
}
