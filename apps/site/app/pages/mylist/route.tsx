import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { PageHero, Section } from '../../ui/page-hero.tsx';
import '../../checkout/checkout.css';
import './mylist.css';
import { PlaylistForm } from './playlist-form.tsx';

const loadTexts = pageTextsLoader(pages.myList.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

export default function MyList() {
  const { t } = useT('mylist');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/mylist" />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      <section className="section" aria-labelledby="playlist-form-title">
        <div className="container mylist-grid">
          <div>
            <h2 id="playlist-form-title">{t('form.title')}</h2>
            <PlaylistForm />
          </div>
          <Section id="how" title={t('sections.how.title')}>
            <ol className="steps">
              <li>{t('steps.open')}</li>
              <li>{t('steps.send')}</li>
              <li>{t('steps.refresh')}</li>
            </ol>
          </Section>
        </div>
      </section>
    </>
  );
}
