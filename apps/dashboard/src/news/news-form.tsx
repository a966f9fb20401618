import type { AdminNewsArticle } from '@vela/api-client';
import {
  SaveButton,
  SimpleForm,
  Toolbar,
  useCreate,
  useNotify,
  useRecordContext,
  useRedirect,
  useUpdate,
} from 'react-admin';
import { errorCode, fieldErrorsOf } from '../providers/errors.ts';
import { NewsDeleteButton } from './news-delete-button.tsx';
import { NewsInputs } from './news-inputs.tsx';
import { validateNews } from './news-validator.ts';

/** A new article starts as a draft, seen only in the dashboard until it is published. */
const newArticle = { published: false };

/** What the person is told once the article is saved: publishing and taking down are said as such. */
function savedMessage(before: AdminNewsArticle | undefined, after: AdminNewsArticle): string {
  const wasPublished = before?.published ?? false;
  if (after.published && !wasPublished) return 'news-admin.notifications.published';
  if (!after.published && wasPublished) return 'news-admin.notifications.unpublished';
  return before ? 'news-admin.notifications.updated' : 'news-admin.notifications.created';
}

function NewsToolbar({ editing }: { editing: boolean }) {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      {/* Enabled before any change, so that pressing it shows what is missing. */}
      <SaveButton alwaysEnable />
      {editing ? <NewsDeleteButton /> : null}
    </Toolbar>
  );
}

/**
 * The article form of Create and Edit: checked in the browser with the API's own rules, then saved; a slug that
 * another article has is shown on its field. A new article then opens for editing (to publish it, or to preview
 * it); an edited one goes back to the list.
 */
export function NewsForm({ editing }: { editing: boolean }) {
  const record = useRecordContext<AdminNewsArticle>();
  const [create] = useCreate<AdminNewsArticle>();
  const [update] = useUpdate<AdminNewsArticle>();
  const notify = useNotify();
  const redirect = useRedirect();

  const save = async (values: Record<string, unknown>) => {
    const data = values as Partial<AdminNewsArticle>;
    let saved: AdminNewsArticle | undefined;
    try {
      const answer =
        editing && record
          ? await update(
              'news',
              { id: record.id, data, previousData: record },
              { mutationMode: 'pessimistic', returnPromise: true },
            )
          : await create('news', { data }, { returnPromise: true });
      saved = answer || undefined;
    } catch (error) {
      if (errorCode(error) === 'slug_taken') {
        notify('news-admin.errors.slug_taken', { type: 'error' });
        return fieldErrorsOf(error);
      }
      notify('news-admin.errors.save_failed', { type: 'error' });
      return undefined;
    }
    if (!saved) return undefined;
    notify(savedMessage(editing ? record : undefined, saved), { type: 'success' });
    if (editing) redirect('list', 'news');
    else redirect('edit', 'news', saved.id);
    return undefined;
  };

  return (
    <SimpleForm
      validate={validateNews}
      onSubmit={save}
      defaultValues={editing ? undefined : newArticle}
      toolbar={<NewsToolbar editing={editing} />}
      sx={{ maxWidth: 800 }}
    >
      <NewsInputs />
    </SimpleForm>
  );
}
