import UploadFile from '@mui/icons-material/UploadFile';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { isNewsImageType, newsImageMaxBytes, newsImageTypes } from '@vela/validation';
import { type ChangeEvent, useRef, useState } from 'react';
import { useDataProvider, useInput, useTranslate, ValidationError } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { type ImageRefusal, ImageUploadError, uploadNewsImage } from './upload-news-image.ts';

type UploadState =
  | { status: 'idle' | 'uploading' | 'uploaded' }
  | { status: 'refused'; refusal: ImageRefusal };

/**
 * The article's image: the one it has, and a button that uploads another at once (PNG, JPEG, WebP or GIF, at
 * most 1 MB, checked here before sending). The form keeps the address the API answers.
 */
export function NewsImageInput() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { id, field, fieldState, formState } = useInput<string>({ source: 'imgSrc', isRequired: true });
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const fileInput = useRef<HTMLInputElement>(null);
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const sending = useMutation({
    mutationFn: (file: File) => uploadNewsImage(dataProvider, file),
    onMutate: () => setUpload({ status: 'uploading' }),
    onSuccess: (image) => {
      field.onChange(image.url);
      setUpload({ status: 'uploaded' });
    },
    onError: (error) =>
      setUpload({
        status: 'refused',
        refusal: error instanceof ImageUploadError ? error.refusal : 'image_upload_failed',
      }),
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isNewsImageType(file.type)) return setUpload({ status: 'refused', refusal: 'image_type' });
    if (file.size > newsImageMaxBytes) return setUpload({ status: 'refused', refusal: 'image_too_large' });
    sending.mutate(file);
  }

  const invalid = fieldState.invalid && formState.isSubmitted;
  const refused = upload.status === 'refused';
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ my: 1 }}>
      <Typography id={labelId} component="p" variant="subtitle1">
        {translate('news-admin.fields.image')} *
      </Typography>
      {field.value ? (
        <Box
          component="img"
          src={field.value}
          alt={translate('news-admin.image.current')}
          sx={{ display: 'block', maxWidth: 320, width: '100%', height: 'auto', my: 1, borderRadius: 1 }}
        />
      ) : (
        <Typography sx={{ my: 1 }}>{translate('news-admin.image.none')}</Typography>
      )}
      <Button
        variant="outlined"
        startIcon={<UploadFile />}
        onClick={() => fileInput.current?.click()}
        disabled={upload.status === 'uploading'}
        aria-describedby={helpId}
      >
        {translate(field.value ? 'news-admin.image.replace' : 'news-admin.image.choose')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept={newsImageTypes.join(',')}
        onChange={choose}
        hidden
        aria-hidden="true"
        tabIndex={-1}
      />
      <FormHelperText id={helpId} error={invalid || refused} role={refused ? 'alert' : undefined}>
        {refused ? (
          translate(`news-admin.errors.${upload.refusal}`)
        ) : invalid && fieldState.error?.message ? (
          <ValidationError error={fieldState.error.message} />
        ) : upload.status === 'uploading' ? (
          translate('news-admin.image.uploading')
        ) : upload.status === 'uploaded' ? (
          translate('news-admin.image.uploaded')
        ) : (
          translate('news-admin.image.help')
        )}
      </FormHelperText>
    </Box>
  );
}
