import { fillPlaceholders, isolateIdentifiers, type MessageTree } from '@vela/locales';

/** Values of a text's `{{placeholders}}`. */
export type TextValues = Record<string, string | number | undefined>;

/** The translate function of one namespace: the text of a dotted key, with its placeholders filled in. */
export type TFunction = (key: string, values?: TextValues) => string;

/**
 * The texts of one language, by namespace, and their lookup. It does what the site needs of a translation
 * runtime, nothing more: dotted keys, `{{name}}` placeholders (with defaults such as the brand), and the key
 * itself for a text that is missing, so a forgotten namespace shows in tests. (React escapes what it renders.)
 * The values of identifier placeholders are isolated left to right (`isolateIdentifiers` of the locales).
 */
export class Catalogue {
  readonly #bundles = new Map<string, MessageTree>();
  readonly #defaults: TextValues;

  constructor(defaults: TextValues) {
    this.#defaults = defaults;
  }

  has(namespace: string): boolean {
    return this.#bundles.has(namespace);
  }

  add(namespace: string, tree: MessageTree): void {
    if (!this.#bundles.has(namespace)) this.#bundles.set(namespace, tree);
  }

  translator(namespace: string): TFunction {
    return (key, given) => {
      // Identifiers ({{deviceid}}, {{email}}, …) read left to right in every language; the defaults are names.
      const values = given && isolateIdentifiers(given);
      let node: MessageTree | string | undefined = this.#bundles.get(namespace);
      for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
      if (typeof node !== 'string') return key;
      return fillPlaceholders(node, (name) => values?.[name] ?? this.#defaults[name]);
    };
  }
}
