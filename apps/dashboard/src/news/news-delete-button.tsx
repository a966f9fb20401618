import { DeleteButton, useNotify } from 'react-admin';

/** Deletes the article after a confirmation that says it leaves the site for good. */
export function NewsDeleteButton() {
  const notify = useNotify();
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle="news-admin.delete.title"
      confirmContent="news-admin.delete.content"
      successMessage="news-admin.notifications.deleted"
      mutationOptions={{ onError: () => notify('news-admin.errors.save_failed', { type: 'error' }) }}
    />
  );
}
