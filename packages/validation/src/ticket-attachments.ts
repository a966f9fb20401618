import { type NewsImageType, newsImageMaxBytes, newsImageTypes, sniffNewsImageType } from './news.ts';

/**
 * The files a ticket's message may carry: the image formats an article may carry (no SVG: it can hold scripts)
 * and plain text. What a file is comes from its bytes alone, never from its name or the type its sender claims.
 */
export const ticketAttachmentTypes = [...newsImageTypes, 'text/plain'] as const;
export type TicketAttachmentType = (typeof ticketAttachmentTypes)[number];

/** The largest file, in bytes: the API's limit for any request body (a file is one request). */
export const ticketAttachmentMaxBytes = newsImageMaxBytes;

/** How many files one message carries at most. */
export const ticketAttachmentsPerMessage = 5;

/** The longest file name kept; a longer one is cut. */
export const ticketAttachmentNameMaxLength = 120;

/** The image types shown inline (as a preview); every other file is only downloaded. */
export function isInlineAttachmentType(type: string): type is NewsImageType {
  return (newsImageTypes as readonly string[]).includes(type);
}

/**
 * What the bytes of a file prove it is: one of the image formats by its first bytes, or plain text when it is
 * valid UTF-8 holding no NUL byte; null for anything else (an empty file included).
 */
export function sniffTicketAttachmentType(bytes: Uint8Array): TicketAttachmentType | null {
  if (bytes.byteLength === 0) return null;
  const image = sniffNewsImageType(bytes);
  if (image) return image;
  if (bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'text/plain';
  } catch {
    return null;
  }
}

/** Name endings that promise an image: a file named so must be that image, not text or another format. */
const imageEndings: Record<string, NewsImageType | null> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: null,
  svgz: null,
  bmp: null,
  ico: null,
  tif: null,
  tiff: null,
  heic: null,
  avif: null,
};

/**
 * Whether a file's name agrees with what its bytes proved. The bytes decide the type; the name only refuses a
 * file that pretends to be an image (a `.png` holding text, an `.svg`), so nobody is handed something other
 * than what they expected to open.
 */
export function attachmentNameMatches(name: string, type: TicketAttachmentType): boolean {
  const ending = /\.([A-Za-z0-9]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  if (ending === undefined || !(ending in imageEndings)) return true;
  return imageEndings[ending] === type;
}

/** Control characters, bidirectional overrides and the characters file systems or headers refuse. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const unsafeNameCharacters = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"*:<>?\\/|]/g;

/**
 * A file name fit to show: only its last path segment, without control or direction characters, trimmed and cut
 * to its longest length; `attachment` when nothing is left. It is shown, never used as a path.
 */
export function sanitizeAttachmentName(name: string): string {
  const lastSegment = name.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(unsafeNameCharacters, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const cut = Array.from(cleaned).slice(0, ticketAttachmentNameMaxLength).join('').trim();
  return cut === '' ? 'attachment' : cut;
}
