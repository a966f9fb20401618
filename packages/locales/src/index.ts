export { type DetectionInput, detectLocale, localeStorageKey } from './detect.ts';
export {
  formatBytes,
  formatDate,
  formatInstant,
  formatMoney,
  formatNumber,
  type InstantStyle,
  type Money,
} from './format.ts';
export {
  identifierPlaceholders,
  isolateIdentifiers,
  isolateLiteralIdentifiers,
  isolateLtr,
  leftToRightIsolate,
  popDirectionalIsolate,
} from './isolate.ts';
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
export {
  type FillOptions,
  fillPlaceholders,
  type PlaceholderValue,
  type PlaceholderValues,
  splitPlaceholders,
  type TextPart,
} from './placeholders.ts';
export { mayEqualEnglish } from './same-as-english.ts';
