export {
  accountDeletionRequestSchema,
  changePasswordRequestSchema,
  emailChangeRequestSchema,
  emailRequestSchema,
  emptyRequestSchema,
  passwordConfirmationSchema,
  passwordResetRequestSchema,
  resetPasswordRequestSchema,
  revokeSessionRequestSchema,
  sessionQuerySchema,
  signInRequestSchema,
  signUpRequestSchema,
  twoFactorCodeRequestSchema,
  updateUserRequestSchema,
  verifyEmailQuerySchema,
} from './account-requests.ts';
export {
  type ApiKeyCreate,
  type ApiKeyCreateValues,
  apiKeyCreateSchema,
  apiKeyNameMaxLength,
  idempotencyKeySchema,
} from './api-keys.ts';
export {
  type CannedReplyValues,
  cannedReplySchema,
  cannedReplyTitleMaxLength,
} from './canned-replies.ts';
export {
  chatNotificationDelaySchema,
  defaultChatNotificationDelaySeconds,
  minimumChatNotificationDelaySeconds,
} from './chat.ts';
export {
  canPlaySchema,
  claimByCodeSchema,
  claimByKeySchema,
  type DeviceClaim,
  type DeviceRegistration,
  type DeviceRegistrationInput,
  deviceClaimSchema,
  deviceCredentialsSchema,
  deviceKeySchema,
  deviceLookupSchema,
  deviceRegistrationSchema,
  deviceUpdateSchema,
  licenceTransferSchema,
  macAddressSchema,
  orderRequestSchema,
  pairingCodeAlphabet,
  pairingCodeLength,
  pairingCodeRequestSchema,
  pairingCodeSchema,
  providerOrderIdSchema,
  subscriptionConfirmationSchema,
} from './device-app.ts';
export {
  canonicalDeviceId,
  type DeviceId,
  deviceIdSchema,
  identifierSearchDigits,
  normaliseDeviceId,
} from './device-id.ts';
export {
  type DeviceLabel,
  type DeviceLabelValues,
  deviceLabelSchema,
  deviceNameMaxLength,
  deviceNoteMaxLength,
} from './device-names.ts';
export {
  allowedCharacters,
  currentPasswordSchema,
  emailSchema,
  hasForbiddenCharacters,
  newPasswordSchema,
  passwordMaxLength,
  passwordMinLength,
} from './fields.ts';
export { type FormFieldsPayload, type FormValue, formFieldsSchema, toFormFields } from './form-fields.ts';
export {
  type BlogPostId,
  blogPostIds,
  captchaSchema,
  changePasswordFormSchema,
  chatMessageSchema,
  commentFormSchema,
  commentNameMaxLength,
  contactFormSchema,
  forgotPasswordFormSchema,
  fullNameMaxLength,
  fullNameSchema,
  isBlogPostId,
  isSubmittedFormId,
  newsletterFormSchema,
  profileFormSchema,
  resetPasswordFormSchema,
  type SubmittedFormId,
  searchFormSchema,
  signInFormSchema,
  signUpFormSchema,
  submittedForms,
  supportFormSchema,
  ticketFormSchema,
  ticketNoteSchema,
  ticketReplySchema,
  ticketSettableStatuses,
  ticketSubjectMaxLength,
  ticketUpdateSchema,
} from './forms.ts';
export { type Host, hostSchema, httpOrigin, isDottedHostname, normaliseHost } from './host.ts';
export {
  type HostAlertSettings,
  hostAlertDefaults,
  hostAlertMinimumCeiling,
  hostAlertMinimumFloor,
  hostAlertSettingsSchema,
} from './host-alerts.ts';
export {
  type CommentModeration,
  commentModerationMaxIds,
  commentModerationSchema,
  isSettableStatus,
  type SubmissionForm,
  type SubmissionStatus,
  submissionForms,
  submissionReplySchema,
  submissionSettableStatuses,
  submissionStatuses,
  submissionUpdateSchema,
} from './inbox.ts';
export { fieldErrors, messageOf } from './issues.ts';
export {
  licenceReasonMaxLength,
  type OperatorLicenceAction,
  type OperatorLicenceChange,
  operatorLicenceActions,
  operatorLicenceChangeSchema,
} from './licences.ts';
export {
  type MailPreferences,
  mailPreferencesSchema,
  type ReminderKindName,
  reminderKinds,
  unsubscribeTokenSchema,
} from './mail-preferences.ts';
export { type ValidationKey, type ValidationMessage, validationKeys } from './messages.ts';
export {
  isNewsImageType,
  type NewsImageType,
  type NewsRecordValues,
  type NewsTranslations,
  newsAuthorMaxLength,
  newsImageMaxBytes,
  newsImagePathPattern,
  newsImageTypes,
  newsParagraphMaxLength,
  newsParagraphsMax,
  newsRecordSchema,
  newsSlugMaxLength,
  newsSlugPattern,
  newsTitleMaxLength,
  sniffNewsImageType,
} from './news.ts';
export {
  type OrderFilter,
  type OrderKind,
  type OrderStatus,
  orderFilterSchema,
  orderKinds,
  orderStatuses,
} from './orders.ts';
export {
  hostCodeCheckSchema,
  type IntegrationPlaylist,
  integrationPlaylistSchema,
  massHostUpdateSchema,
  type PlaylistFormat,
  type PlaylistFormValues,
  type PlaylistMode,
  type PlaylistPayload,
  type PlaylistRecordValues,
  type PlaylistSubmission,
  playlistFormats,
  playlistFormSchema,
  playlistModes,
  playlistPayloadSchema,
  playlistRecordSchema,
  toPlaylistPayload,
} from './playlist.ts';
export {
  type PlaylistFailureKind,
  type PlaylistStatusKind,
  type PlaylistStatusReport,
  type PlaylistStatusReportInput,
  playlistFailureKinds,
  playlistIdSchema,
  playlistStatusKinds,
  playlistStatusReportSchema,
} from './playlist-status.ts';
export {
  type Brand,
  type Prices,
  type PublicEnv,
  type PublicSettings,
  publicEnvSchema,
  publicSettingsFromEnv,
} from './public-config.ts';
export { daysInMonth, type StatsQuery, statsQuerySchema, statsYears } from './stats.ts';
export {
  attachmentNameMatches,
  isInlineAttachmentType,
  sanitizeAttachmentName,
  sniffTicketAttachmentType,
  type TicketAttachmentType,
  ticketAttachmentMaxBytes,
  ticketAttachmentNameMaxLength,
  ticketAttachmentsPerMessage,
  ticketAttachmentTypes,
} from './ticket-attachments.ts';
export {
  banReasonMaxLength,
  banUserSchema,
  type UserRoleName,
  userLookupSchema,
  userRoleChangeSchema,
  userRoles,
} from './users.ts';
export {
  type WebhookCreate,
  type WebhookCreateValues,
  type WebhookEventType,
  type WebhookUpdate,
  type WebhookUrlOptions,
  webhookCreateSchema,
  webhookEventTypes,
  webhookTestEventType,
  webhookUpdateSchema,
  webhookUrlMaxLength,
  webhookUrlSchema,
} from './webhooks.ts';
export {
  type WhitelistRecordValues,
  type WhitelistVerificationReasonValues,
  whitelistRecordSchema,
  whitelistVerificationReasonMaxLength,
  whitelistVerificationReasonSchema,
} from './whitelist.ts';
