import { randomBytes } from 'node:crypto';
import { fillPlaceholders } from '@vela/locales';
import type { PublicSettings } from '@vela/validation';
import type { Auth } from '../auth/auth.ts';
import { hashDeviceKey, newDeviceKey } from '../crypto/device-keys.ts';
import type { PlaylistCipher } from '../crypto/playlist-secrets.ts';
import type { Database } from '../db/database.ts';
import {
  appMeta,
  creditMovements,
  creditPacks,
  devices,
  news,
  playlists,
  whitelistHosts,
} from '../db/schema.ts';
import { grantBasic, grantPremium, startTrial } from '../domain/licence.ts';
import { recountPlaylists } from '../store/playlist-slots.ts';
import newsArticles from './news.json' with { type: 'json' };

interface SeedArticle {
  slug: string;
  date: string;
  author: string;
  image: string;
  title: Record<string, string>;
  description: Record<string, string[]>;
}

/** Claims a one-time step: true for the one caller (of any instance) that gets to run it. */
async function claim(db: Database, key: string): Promise<boolean> {
  const [row] = await db
    .insert(appMeta)
    .values({ key, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  return row !== undefined;
}

// Only the brand is known here: any other placeholder in an article stays as written.
const withBrand = (text: string, brand: string) => fillPlaceholders(text, { brand }, { missing: 'keep' });

/** The spec's 13 news items, in every language, written with the configured brand name. */
export async function seedNews(db: Database, settings: PublicSettings): Promise<number> {
  if (!(await claim(db, 'seeded:news'))) return 0;
  const brand = settings.brand.name;
  const rows = (newsArticles as SeedArticle[]).map((article) => {
    const { en: title = '', ...otherTitles } = article.title;
    const { en: description = [], ...otherDescriptions } = article.description;
    const translations: Record<string, { title?: string; description?: string[] }> = {};
    for (const [locale, text] of Object.entries(otherTitles))
      translations[locale] = { title: withBrand(text, brand) };
    for (const [locale, lines] of Object.entries(otherDescriptions)) {
      translations[locale] = {
        ...translations[locale],
        description: lines.map((line) => withBrand(line, brand)),
      };
    }
    return {
      slug: article.slug,
      title: withBrand(title, brand),
      description: description.map((line) => withBrand(line, brand)),
      author: withBrand(article.author, brand),
      published: true,
      publishedAt: new Date(`${article.date}T09:00:00Z`),
      imageSrc: `/images/news/${article.image}.svg`,
      translations,
    };
  });
  await db.insert(news).values(rows).onConflictDoNothing();
  return rows.length;
}

export interface DemoCredentials {
  password: string;
  users: { email: string; role: string }[];
  hosts: { host: string; code: number }[];
  devices: { deviceId: string; deviceKey: string; plan: string }[];
}

/** The credits the demo reseller starts with. */
const demoCredits = 20;

/** Packs of credits on sale in the demo, so that a reseller's purchase can be tried with the simulator. */
const demoPacks = [
  { credits: 10, price: '9.00' },
  { credits: 50, price: '40.00' },
  { credits: 100, price: '75.00' },
];

/**
 * Demo accounts of each role, a reseller's whitelist and credits, packs of credits in the shop's `currency`, and
 * three devices, created once outside production so the dashboard and the device flows can be tried at once.
 * Returns what to print, the one time it runs.
 */
export async function seedDemo(
  db: Database,
  auth: Auth,
  {
    now,
    cipher,
    password,
    currency,
  }: { now: Date; cipher: PlaylistCipher; password?: string; currency: string },
): Promise<DemoCredentials | null> {
  if (!(await claim(db, 'seeded:demo'))) return null;
  const demoPassword = password ?? randomBytes(9).toString('base64url');
  // Through better-auth, so the accounts are exactly what its sign-up and confirmation would have made.
  const context = await auth.$context;
  const passwordHash = await context.password.hash(demoPassword);
  const people = [
    { email: 'operator@velaplayer.example', role: 'operator', fullName: 'Olivia Operator' },
    { email: 'reseller@velaplayer.example', role: 'reseller', fullName: 'Rafael Reseller' },
    { email: 'customer@velaplayer.example', role: 'customer', fullName: 'Chloe Customer' },
  ] as const;
  const created: { id: string; email: string }[] = [];
  for (const { email, role, fullName } of people) {
    const user = await context.internalAdapter.createUser(
      {
        email,
        name: fullName,
        emailVerified: true,
        role,
        country: 'US',
        locale: 'en',
      },
      { method: 'admin' },
    );
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: passwordHash,
    });
    created.push({ id: user.id, email: user.email });
  }
  const idOf = (email: string) => created.find((user) => user.email === email)?.id ?? null;

  const hosts = [
    {
      host: 'http://line.demo-provider.example:8080',
      backupHost: 'http://backup.demo-provider.example:8080',
      code: 246810,
    },
    { host: 'https://tv.demo-provider.example', code: 135790 },
  ];
  const resellerId = idOf('reseller@velaplayer.example');
  const operatorId = idOf('operator@velaplayer.example');
  // The first entry was verified by an operator, the second not yet: the demo shows both states, and Clients
  // has the devices that play from the verified one.
  if (resellerId)
    await db.insert(whitelistHosts).values(
      hosts.map((host, index) => ({
        ...host,
        ownerId: resellerId,
        ...(index === 0 ? { verifiedAt: now, verifiedVia: 'operator' as const, verifiedBy: operatorId } : {}),
      })),
    );

  // Credits to try activations with, added by the demo operator as support adds them (decision 57).
  if (resellerId)
    await db.insert(creditMovements).values({
      resellerId,
      kind: 'grant',
      amount: demoCredits,
      actorId: operatorId,
      reason: 'Demo credits',
      createdAt: now,
    });

  // Packs to buy more with (decision 61), as an operator would have added them.
  await db
    .insert(creditPacks)
    .values(demoPacks.map((pack) => ({ ...pack, currency, createdAt: now, updatedAt: now })));

  const trial = startTrial(now);
  const demoDevices = [
    { deviceId: 'A2:B1:C2:D3:E4:01', plan: 'trial', state: trial },
    { deviceId: 'A2:B1:C2:D3:E4:02', plan: 'basic', state: grantBasic(trial, now, null) },
    { deviceId: 'A2:B1:C2:D3:E4:03', plan: 'premium', state: grantPremium(trial, now) },
  ];
  const keys = demoDevices.map(() => newDeviceKey());
  const customerId = idOf('customer@velaplayer.example');
  const inserted = await db
    .insert(devices)
    .values(
      demoDevices.map((device, index) => ({
        deviceId: device.deviceId,
        deviceKeyHash: hashDeviceKey(keys[index] ?? ''),
        ownerId: index === 0 ? null : customerId,
        activationDate: now,
        ...device.state,
        deviceBrand: ['Samsung', 'LG', 'Amazon'][index],
        os: ['Tizen 6.5', 'webOS 6.0', 'Fire OS 8'][index],
        appName: 'Vela Player',
        appVersion: '0.38',
      })),
    )
    .returning({ id: devices.id, deviceId: devices.deviceId });
  await db.insert(playlists).values(
    inserted.map((device, index) => ({
      deviceId: device.id,
      name: ['Living room', 'Kitchen', 'Bedroom'][index] ?? 'Playlist',
      format: 'xtream' as const,
      host: hosts[index % hosts.length]?.host ?? 'http://line.demo-provider.example:8080',
      username: `demo${index + 1}`,
      passwordEncrypted: cipher.encrypt(`demo-password-${index + 1}`),
      hidePlaylistInfo: index !== 0,
      // A guide of its own for the bedroom's; the others take their Xtream server's.
      epgUrl: index === 2 ? 'https://epg.demo-provider.example/guide.xml.gz' : null,
      // The owned devices' playlists are the customer's own; the unowned device's came through My List.
      addedVia: index === 0 ? ('mylist' as const) : ('dashboard' as const),
      addedBy: index === 0 ? null : customerId,
    })),
  );
  await recountPlaylists(
    db,
    inserted.map((device) => device.id),
  );

  return {
    password: demoPassword,
    users: people.map(({ email, role }) => ({ email, role })),
    hosts,
    devices: demoDevices.map((device, index) => ({
      deviceId: device.deviceId,
      deviceKey: keys[index] ?? '',
      plan: device.plan,
    })),
  };
}

/** The demo logins as a block for the terminal, shown once, at the start that created them. */
export function formatDemoCredentials(demo: DemoCredentials, url: string): string {
  const lines = [
    '',
    'Demo data was created (shown this once):',
    `  Dashboard: ${url}/dashboard/  password for every account: ${demo.password}`,
    ...demo.users.map((user) => `    ${user.role.padEnd(9)} ${user.email}`),
    '  Reseller whitelist (host, code for My List):',
    ...demo.hosts.map((host) => `    ${host.host}  ${host.code}`),
    '  Devices (device id, device key, licence):',
    ...demo.devices.map((device) => `    ${device.deviceId}  ${device.deviceKey}  ${device.plan}`),
    '',
  ];
  return lines.join('\n');
}
