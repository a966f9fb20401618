import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { Box, Tab, type TabProps, Tabs, Typography } from '@mui/material';
import { type LocaleInfo, locales } from '@vela/locales';
import { newsAuthorMaxLength, newsSlugMaxLength, newsTitleMaxLength } from '@vela/validation';
import { useState } from 'react';
import {
  BooleanInput,
  FormDataConsumer,
  FormGroupContextProvider,
  TextInput,
  useFormGroup,
  useTranslate,
} from 'react-admin';
import { NewsImageInput } from './news-image-input.tsx';
import { ParagraphsInput } from './paragraphs-input.tsx';

/** The form fields of a language: the base fields for English, `title_{lang}` and `description_{lang}` otherwise. */
function languageFields(code: string): { title: string; description: string } {
  return code === 'en'
    ? { title: 'title', description: 'description' }
    : { title: `title_${code}`, description: `description_${code}` };
}

/** The address the slug gives the article, as it is typed. */
function SlugHelp() {
  const translate = useTranslate();
  return (
    <FormDataConsumer<{ slug?: string }>>
      {({ formData }) => translate('news-admin.form.slugHelp', { slug: formData.slug || '…' })}
    </FormDataConsumer>
  );
}

function LanguageFields({ language }: { language: LocaleInfo }) {
  const fields = languageFields(language.code);
  const base = language.code === 'en';
  const help = base ? 'news-admin.form.baseHelp' : 'news-admin.form.translationHelp';
  return (
    <>
      <TextInput
        source={fields.title}
        label="news-admin.fields.title"
        helperText={help}
        isRequired={base}
        fullWidth
        variant="outlined"
        slotProps={{ htmlInput: { lang: language.tag, dir: language.dir, maxLength: newsTitleMaxLength } }}
      />
      <ParagraphsInput
        source={fields.description}
        label="news-admin.fields.description"
        helperText="news-admin.form.paragraphsHelp"
        isRequired={base}
        lang={language.tag}
        dir={language.dir}
      />
    </>
  );
}

const groupOf = (code: string) => `news-language-${code}`;

/** A language's tab; it says so when a field of its panel is refused (react-admin's form group of the panel). */
function LanguageTab({ language, ...tabProps }: TabProps & { language: LocaleInfo }) {
  const translate = useTranslate();
  const { isValid } = useFormGroup(groupOf(language.code));
  return (
    <Tab
      {...tabProps}
      value={language.code}
      id={`news-language-tab-${language.code}`}
      aria-controls={`news-language-panel-${language.code}`}
      label={
        <span>
          <span lang={language.tag}>{language.name}</span>
          {isValid ? null : ` ${translate('news-admin.form.tabErrors')}`}
        </span>
      }
      icon={isValid ? undefined : <ErrorOutline color="error" aria-hidden />}
      iconPosition="end"
      sx={{ minHeight: 48 }}
    />
  );
}

/**
 * One tab per language, English first (the base texts every language falls back to). Every panel stays in the
 * form while another is shown, and a tab whose fields are refused says so.
 */
function LanguageTabs() {
  const translate = useTranslate();
  const [active, setActive] = useState<string>('en');
  return (
    // A grid column of minmax(0, 1fr): the row of ten tabs scrolls instead of widening the page on a phone.
    <Box sx={{ width: '100%', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Tabs
        value={active}
        onChange={(_, code: string) => setActive(code)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={translate('news-admin.form.languages')}
      >
        {locales.map((language) => (
          <LanguageTab key={language.code} language={language} value={language.code} />
        ))}
      </Tabs>
      {locales.map((language) => (
        <Box
          key={language.code}
          role="tabpanel"
          id={`news-language-panel-${language.code}`}
          aria-labelledby={`news-language-tab-${language.code}`}
          hidden={active !== language.code}
          sx={{ pt: 2 }}
        >
          <FormGroupContextProvider name={groupOf(language.code)}>
            <LanguageFields language={language} />
          </FormGroupContextProvider>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The fields of an article, shared by Create and Edit: its address (slug), author, image and whether it is
 * published, then its texts in each language.
 */
export function NewsInputs() {
  const translate = useTranslate();
  return (
    <>
      <Typography component="h2" variant="h6">
        {translate('news-admin.form.article')}
      </Typography>
      <TextInput
        source="slug"
        label="news-admin.fields.slug"
        helperText={<SlugHelp />}
        isRequired
        fullWidth
        variant="outlined"
        slotProps={{
          htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'none', maxLength: newsSlugMaxLength },
        }}
      />
      <TextInput
        source="author"
        label="news-admin.fields.author"
        isRequired
        fullWidth
        variant="outlined"
        slotProps={{ htmlInput: { maxLength: newsAuthorMaxLength } }}
      />
      <NewsImageInput />
      <BooleanInput
        source="published"
        label="news-admin.fields.published"
        helperText="news-admin.form.publishedHelp"
      />
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('news-admin.form.texts')}
      </Typography>
      <LanguageTabs />
    </>
  );
}
