import type { SecretTexts } from '../api-keys/secret-dialog.tsx';

/** The words of the dialog that shows an endpoint's signing secret, once. */
export const webhookSecretTexts: SecretTexts = {
  title: 'webhooks.secret.title',
  warning: 'webhooks.secret.warning',
  label: 'webhooks.secret.label',
  copy: 'webhooks.secret.copy',
  copied: 'webhooks.secret.copied',
  copyFailed: 'webhooks.secret.copyFailed',
  done: 'webhooks.secret.done',
};
