const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `text` can be a row id (a UUID): anything else in an address or a filter names no record, and is
 * answered as not found before it reaches PostgreSQL, which would refuse it with an error.
 */
export const isUuid = (text: string): boolean => uuidPattern.test(text);
