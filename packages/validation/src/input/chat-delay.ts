export const minimumChatNotificationDelaySeconds = 10;
export const defaultChatNotificationDelaySeconds = 60;

/** The chat's badge may not nag more often than every 10 seconds (spec section 5). */
export function isValidChatNotificationDelay(seconds: number): boolean {
  return Number.isFinite(seconds) && seconds >= minimumChatNotificationDelaySeconds;
}
