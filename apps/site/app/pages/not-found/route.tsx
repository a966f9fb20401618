import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { pages } from '../../paths.ts';
import { NotFound } from './not-found.tsx';

const loadTexts = pageTextsLoader(pages.notFound.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

export default NotFound;
