import { describe, expect, it } from 'vitest';
import {
  attachmentNameMatches,
  sanitizeAttachmentName,
  sniffTicketAttachmentType,
} from './ticket-attachments.ts';

const encode = (text: string) => new TextEncoder().encode(text);

describe('what an attached file is', () => {
  it('is an image by its first bytes, or text when it is UTF-8 without NUL', () => {
    expect(sniffTicketAttachmentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(sniffTicketAttachmentType(encode('GIF89a'))).toBe('image/gif');
    expect(sniffTicketAttachmentType(encode('Привет, 世界\n'))).toBe('text/plain');
  });

  it('is nothing accepted when empty, holding NUL, or not UTF-8', () => {
    expect(sniffTicketAttachmentType(new Uint8Array())).toBe(null);
    expect(sniffTicketAttachmentType(encode('a\u0000b'))).toBe(null);
    expect(sniffTicketAttachmentType(new Uint8Array([0x4d, 0x5a, 0x90, 0x00]))).toBe(null);
    expect(sniffTicketAttachmentType(new Uint8Array([0xc3, 0x28]))).toBe(null);
  });

  it('must agree with a name that promises an image', () => {
    expect(attachmentNameMatches('photo.PNG', 'image/png')).toBe(true);
    expect(attachmentNameMatches('photo.png', 'text/plain')).toBe(false);
    expect(attachmentNameMatches('logo.svg', 'text/plain')).toBe(false);
    expect(attachmentNameMatches('photo.jpg', 'image/png')).toBe(false);
    expect(attachmentNameMatches('notes.log', 'text/plain')).toBe(true);
    expect(attachmentNameMatches('README', 'text/plain')).toBe(true);
  });
});

describe('an attached file name', () => {
  it('keeps only the last segment, without control or direction characters', () => {
    expect(sanitizeAttachmentName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeAttachmentName('C:\\Users\\me\\log.txt')).toBe('log.txt');
    expect(sanitizeAttachmentName('invoice\u202egnp.exe')).toBe('invoicegnp.exe');
    expect(sanitizeAttachmentName('  a\n b  ')).toBe('a b');
    expect(sanitizeAttachmentName('.hidden')).toBe('hidden');
    expect(sanitizeAttachmentName('')).toBe('attachment');
    expect(Array.from(sanitizeAttachmentName('é'.repeat(300)))).toHaveLength(120);
  });
});
