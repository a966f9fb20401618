/** The roles of DESIGN section 5; every signed-in person has exactly one. */
const roles = ['customer', 'reseller', 'operator'] as const;
export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | 'clone' | 'read' | 'write';

/**
 * What each role may use. A resource is a dashboard resource (`devices`), a screen (`account`, `status`) or a
 * field-level pseudo-resource (`users.role`). `'*'` grants every action. The API refuses the same things again.
 */
const customerRights = {
  devices: '*',
  playlists: '*',
  tickets: '*',
  account: '*',
  stats: ['list', 'read'],
  receipts: ['show', 'read'],
} as const satisfies Record<string, '*' | readonly Action[]>;

const resellerRights = {
  ...customerRights,
  whitelist: '*',
  clients: ['list', 'show', 'read', 'export', 'write'],
  'api-keys': ['list', 'create', 'delete', 'read'],
  'host-health': ['list', 'read'],
  'host-clients': ['list', 'read'],
  webhooks: '*',
  'webhook-deliveries': ['list', 'read'],
  /** Their business figures on the home screen (operators have their own). */
  'stats.reseller': ['read'],
  /** Their credits (the Credits page), their ledger, and the devices they activate with them. */
  credits: ['read'],
  'credit-movements': ['list', 'read'],
  activations: ['list', 'show', 'create', 'read', 'export', 'write'],
  /** The packs on sale, bought on the Credits page, and their purchases, each with its receipt. */
  'credit-packs': ['read'],
  'credit-orders': ['list', 'show', 'read'],
} as const satisfies Record<string, '*' | readonly Action[]>;

type Rights = Readonly<Record<string, '*' | readonly Action[]>>;

const table: Record<Role, Rights | '*'> = {
  customer: customerRights,
  reseller: resellerRights,
  // Operators use everything: users and their roles, news, submissions, the audit log, the service status.
  operator: '*',
};

export interface AccessRequest {
  action: string;
  resource: string;
}

/** Whether `role` may perform `action` on `resource`. Anyone not signed in may use nothing. */
export function canAccess(role: Role | undefined, { action, resource }: AccessRequest): boolean {
  if (!role) return false;
  const rights = table[role];
  if (rights === '*') return true;
  const granted = Object.hasOwn(rights, resource) ? rights[resource] : undefined;
  if (granted === undefined) return false;
  return granted === '*' || (granted as readonly string[]).includes(action);
}
