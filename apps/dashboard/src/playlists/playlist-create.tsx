import { Create, useTranslate } from 'react-admin';
import { PlaylistForm } from './playlist-form.tsx';

export default function PlaylistCreate() {
  const translate = useTranslate();
  return (
    <Create title={translate('playlists.titles.create')}>
      <PlaylistForm editing={false} />
    </Create>
  );
}
