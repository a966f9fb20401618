export { type DetectionInput, detectLocale, localeStorageKey } from './detect.ts';
export { formatDate, formatMoney, formatNumber, type Money } from './format.ts';
export {
  defaultLocale,
  htmlAttributes,
  isLocale,
  type Locale,
  type LocaleInfo,
  localeCodes,
  localeInfo,
  locales,
  type TextDirection,
} from './locales.ts';
export { type MessageTree, type Namespace, namespaces } from './namespaces.ts';
