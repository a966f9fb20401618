import { webhookEventTypes } from '@vela/validation';

/** The translation key of an event type's name (`playlist.added` → `webhooks.events.playlist_added`). */
export const eventLabel = (type: string) => `webhooks.events.${type.replace('.', '_')}`;

/** The checkboxes of the form, in the order the guide lists them. */
export const eventChoices = webhookEventTypes.map((type) => ({ id: type, name: eventLabel(type) }));
