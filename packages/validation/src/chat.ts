import { z } from 'zod';
import {
  defaultChatNotificationDelaySeconds,
  isValidChatNotificationDelay,
  minimumChatNotificationDelaySeconds,
} from './input/chat-delay.ts';
import { validationKeys as keys } from './messages.ts';

export { defaultChatNotificationDelaySeconds, minimumChatNotificationDelaySeconds };

/** How often the chat button shows its '1' badge until opened: never more often than every 10 seconds. */
export const chatNotificationDelaySchema = z
  .number({ error: keys.number })
  .refine(isValidChatNotificationDelay, {
    error: keys.chatDelay,
    params: { min: minimumChatNotificationDelaySeconds },
  })
  .default(defaultChatNotificationDelaySeconds);
