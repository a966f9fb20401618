import { Create, useTranslate } from 'react-admin';
import { HiddenHeading } from '../layout/hidden-heading.tsx';
import { NewsForm } from './news-form.tsx';

export default function NewsCreate() {
  const translate = useTranslate();
  const title = translate('news-admin.form.createTitle');
  return (
    <>
      <HiddenHeading>{title}</HiddenHeading>
      <Create title={title}>
        <NewsForm editing={false} />
      </Create>
    </>
  );
}
