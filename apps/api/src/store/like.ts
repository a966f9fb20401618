/** `text` as a literal inside a LIKE pattern: its `%`, `_` and `\` match only themselves. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A LIKE pattern that matches every text containing `text`, wildcards in it included as they are. */
export const likePattern = (text: string) => `%${likeLiteral(text)}%`;
