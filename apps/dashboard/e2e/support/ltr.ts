/**
 * An identifier as the screens put it into a translated sentence: isolated left to right with U+2066 … U+2069
 * (`isolateIdentifiers` of the locales), so that it reads in order in Arabic too. Accessible names and texts
 * keep these characters, so a journey that expects a sentence with an id expects them as well.
 */
export const ltr = (identifier: string | number) => `\u2066${identifier}\u2069`;
