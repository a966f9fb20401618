import type { NewsImageUploaded } from '@vela/api-client';
import { adminApiUrl } from '../providers/data-provider.ts';

/** Why an image was not taken, as a key of the `news-admin` texts. */
export type ImageRefusal = 'image_type' | 'image_too_large' | 'image_upload_failed';

export class ImageUploadError extends Error {
  constructor(readonly refusal: ImageRefusal) {
    super(refusal);
  }
}

const refusalOf = (code: unknown): ImageRefusal =>
  code === 'image_type'
    ? 'image_type'
    : code === 'payload_too_large'
      ? 'image_too_large'
      : 'image_upload_failed';

/** Sends the file itself as the body, with its type, as `POST /api/admin/news/images` asks. */
export async function uploadNewsImage(file: File): Promise<NewsImageUploaded> {
  let response: Response;
  try {
    response = await fetch(`${adminApiUrl}/news/images`, {
      method: 'POST',
      body: file,
      headers: { 'content-type': file.type },
      credentials: 'include',
    });
  } catch {
    throw new ImageUploadError('image_upload_failed');
  }
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  if (!response.ok) throw new ImageUploadError(refusalOf(body?.code));
  return body as NewsImageUploaded;
}
