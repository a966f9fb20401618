// Keystroke formatters and bounds of form fields. They import no schema library, so a page that only formats
// its inputs or picks a month stays light.

export { type BlogPostId, blogPostIds, isBlogPostId } from './blog-posts.ts';
export { daysInMonth, statsYears } from './calendar.ts';
export {
  defaultChatNotificationDelaySeconds,
  isValidChatNotificationDelay,
  minimumChatNotificationDelaySeconds,
} from './chat-delay.ts';
export {
  deviceIdAfterBackspace,
  deviceIdMaxLength,
  deviceIdPlaceholder,
  formatDeviceIdInput,
} from './device-id-input.ts';
export { formatHostCodeInput, hostCodeLength } from './host-code-input.ts';
export { messageMaxLength } from './text-limits.ts';
