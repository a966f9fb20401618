/** The longest free-text message a form accepts, in characters; the browser caps the field at the same length. */
export const messageMaxLength = 10_000;
