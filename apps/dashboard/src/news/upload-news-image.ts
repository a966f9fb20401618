import type { NewsImageUploaded } from '@vela/api-client';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { errorCode } from '../providers/errors.ts';

/** Why an image was not taken, as a key of the `news-admin` texts. */
export type ImageRefusal = 'image_type' | 'image_too_large' | 'image_upload_failed';

export class ImageUploadError extends Error {
  constructor(readonly refusal: ImageRefusal) {
    super(refusal);
  }
}

const refusalOf = (code: string | undefined): ImageRefusal =>
  code === 'image_type'
    ? 'image_type'
    : code === 'payload_too_large'
      ? 'image_too_large'
      : 'image_upload_failed';

/** Sends the image to `POST /api/admin/news/images`; a refusal is thrown as an {@link ImageUploadError}. */
export async function uploadNewsImage(dataProvider: AppDataProvider, file: File): Promise<NewsImageUploaded> {
  try {
    return await dataProvider.uploadNewsImage(file);
  } catch (error) {
    throw new ImageUploadError(refusalOf(errorCode(error)));
  }
}
