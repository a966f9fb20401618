import { type BlogPostId, commentNameMaxLength } from '@vela/validation';
import { messageMaxLength } from '@vela/validation/input';
import { useId } from 'react';
import { useT } from '../i18n/i18n-provider.tsx';
import { TextAreaField, TextField } from './fields.tsx';
import { FormOutcome } from './form-outcome.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useFormSubmission } from './use-form-submission.ts';

/** A blog comment about one post, with an optional name to sign it, held for moderation. */
export function CommentForm({ postId }: { postId: BlogPostId }) {
  const { t } = useT('forms');
  const id = useId();
  const { errors, sending, outcome, onSubmit } = useFormSubmission('comment');
  return (
    <form className="form-card card" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="post_id" value={postId} />
      <TextAreaField
        id={`${id}-message`}
        name="message"
        label={t('fields.comment')}
        placeholder={t('placeholders.comment')}
        error={errors.message}
        maxLength={messageMaxLength}
        required
      />
      <TextField
        id={`${id}-name`}
        name="name"
        label={t('fields.commentName')}
        hint={t('commentNameHint')}
        error={errors.name}
        maxLength={commentNameMaxLength}
        autoComplete="nickname"
      />
      <p className="small muted">{t('commentNote')}</p>
      <SubmitButton sending={sending} label={t('commentSubmit')} sendingLabel={t('sending')} />
      <FormOutcome outcome={outcome} />
    </form>
  );
}
