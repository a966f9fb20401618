export type {
  AccountErrorCode,
  AccountProfile,
  AccountUpdate,
  AdminMe,
  AuthSession,
  AuthUser,
  CaptchaConfig,
  OutboxMail,
  SecurityEvent,
  SecurityEventAction,
  SecurityEventDetails,
  SecurityEventsPage,
  UserRole,
} from './account-types.ts';
export type * from './api-keys-types.ts';
export type { AuditEntry, AuditFilter } from './audit-types.ts';
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  type DeviceCredentials,
  isRegisteredMessage,
} from './client.ts';
export type * from './clients-types.ts';
export type * from './credits-types.ts';
export { describeApiError, type ErrorText } from './describe-error.ts';
export type * from './devices-types.ts';
export { ApiError, isErrorBody } from './errors.ts';
export type { components, operations, paths } from './generated/openapi.ts';
export type { HostClient, HostHealth, PlaylistStatusRecorded } from './host-health-types.ts';
export type {
  BlogComment,
  NewsletterSignup,
  Submission,
  SubmissionFilter,
  SubmissionReply,
  SubmissionWithReplies,
} from './inbox-types.ts';
export type { FailedJob } from './jobs-types.ts';
export type { AdminNewsArticle, NewsImageUploaded } from './news-types.ts';
export type * from './orders-types.ts';
export type * from './playlists-types.ts';
export type * from './receipts-types.ts';
export { type SignInNotice, signInNoticeCookie, signInNotices } from './sign-in-notice.ts';
export type {
  AdminStats,
  DayCounts,
  OperatorStats,
  ResellerStats,
  RevenueSeries,
} from './stats-types.ts';
export type {
  CannedReply,
  Ticket,
  TicketAttachment,
  TicketCreate,
  TicketMessage,
  TicketNote,
  TicketStatus,
  TicketUpdate,
} from './tickets-types.ts';
export type {
  DatabaseEngine,
  DeviceLicence,
  DevicePlaylist,
  DeviceRegistered,
  DeviceSync,
  ErrorBody,
  HealthResponse,
  Licence,
  LicenceResult,
  MessageResponse,
  NewsArticle,
  OkResponse,
  PairingCode,
  Plan,
  PlayDecision,
  PublicConfig,
} from './types.ts';
export type { AdminUser, AdminUserFilter } from './users-types.ts';
export { webhookReceiverExample, webhookVerifyExample } from './webhook-example.ts';
export type * from './webhooks-types.ts';
export type {
  WhitelistAddressCheck,
  WhitelistCheckFailureCode,
  WhitelistCheckRefusal,
  WhitelistConflictCode,
  WhitelistEntry,
  WhitelistEntryInput,
  WhitelistVerificationConflictCode,
  WhitelistVerificationMethod,
  WhitelistVerificationReason,
} from './whitelist-types.ts';
