import { hashPassword } from 'better-auth/crypto';
import type pg from 'pg';
import type { PlaylistCipher } from '../crypto/playlist-secrets.ts';

/** DESIGN section 9's volume: what the dashboard's budgets are measured on. */
export const scaleVolume = { customers: 1_000, devices: 100_000, playlists: 300_000 } as const;

/**
 * The resellers added to that volume (DESIGN section 9: 'a reseller's home, at the scale seed's volume with
 * resellers and their clients added'), each with one verified whitelist entry (two addresses in use) and a
 * share of the playlists added with their code or API key.
 */
export const scaleResellers = 20;
/** One playlist in `resellerAddedEvery` was added with a reseller's code, the next one with their API key. */
const resellerAddedEvery = 20;

export interface ScaleOptions {
  customers: number;
  devices: number;
  playlists: number;
  /** Every seeded account's password (customers and the operator). */
  password: string;
  cipher: PlaylistCipher;
}

/** The seeded people's addresses: `customer{n}@scale.example`, `reseller{n}@scale.example` (n from 1) and one operator. */
export const scaleEmails = {
  customer: (n: number) => `customer${n}@scale.example`,
  reseller: (n: number) => `reseller${n}@scale.example`,
  operator: 'operator@scale.example',
} as const;

/** The host that exactly one playlist in `massHostEvery` uses: what the mass host update is measured on. */
export const scaleMassHost = 'http://mass.scale.example:8080';
const massHostEvery = 30;

export interface ScaleResult {
  seeded: boolean;
  milliseconds: number;
}

/**
 * Fills a migrated PostgreSQL database with customers who can sign in (confirmed addresses, passwords hashed
 * by better-auth's own hasher), their devices and playlists, in a few set-based statements (generate_series),
 * so the volume of DESIGN section 9 takes seconds rather than hours. Devices are shared out over the
 * customers in turn, playlists over the devices; playlists are spread over hosts and the last three years,
 * a third of them hidden, and one in {@link massHostEvery} on {@link scaleMassHost}; a third of the devices
 * bought their licence and a tenth subscribe to Premium. {@link scaleResellers} resellers each verified an
 * entry whose two addresses are hosts the playlists use, added one playlist in {@link resellerAddedEvery} with
 * their code and one with their API key (in turn), and have TVs reporting on their hosts over the last day,
 * half of the resellers with a failing primary host. Runs once per database.
 */
export async function seedScale(client: pg.ClientBase, options: ScaleOptions): Promise<ScaleResult> {
  const started = performance.now();
  const passwordHash = await hashPassword(options.password);
  // One stored secret for every playlist: revealing any of them works, and encrypting 300,000 would be slow.
  const playlistPassword = options.cipher.encrypt('scale-playlist-password');
  await client.query('begin');
  try {
    const claimed = await client.query(
      `insert into app_meta (key, value) values ('seeded:scale', to_jsonb(now()::text))
       on conflict do nothing returning key`,
    );
    if (claimed.rowCount === 0) {
      await client.query('rollback');
      return { seeded: false, milliseconds: performance.now() - started };
    }
    // Ids derived from the row number (md5 as uuid) link the rows without joins or temporary tables.
    await client.query(
      `insert into users (id, full_name, email, email_verified, role, country, locale, created_at, updated_at)
       select md5('scale-user-' || n)::uuid, 'Scale Customer ' || n, 'customer' || n || '@scale.example',
              true, 'customer', 'US', 'en', now(), now()
         from generate_series(1, $1::int) as n
       union all
       select md5('scale-reseller-' || n)::uuid, 'Scale Reseller ' || n, 'reseller' || n || '@scale.example',
              true, 'reseller', 'US', 'en', now(), now()
         from generate_series(1, $3::int) as n
       union all
       select md5('scale-operator')::uuid, 'Scale Operator', $2, true, 'operator', 'US', 'en', now(), now()`,
      [options.customers, scaleEmails.operator, scaleResellers],
    );
    // Reseller n proved (through an operator) line{n-1}.provider{(n-1) % 5} and, as its backup,
    // line{n+19}.provider{(n+19) % 5}: two of the 235 hosts the playlists below are spread over.
    await client.query(
      `insert into whitelist_hosts (id, owner_id, host, backup_host, code, verified_at, verified_via, verified_by)
       select md5('scale-entry-' || n)::uuid, md5('scale-reseller-' || n)::uuid,
              'http://line' || (n - 1) || '.provider' || ((n - 1) % 5) || '.example:8080',
              'http://line' || (n + 19) || '.provider' || ((n + 19) % 5) || '.example:8080',
              900000 + n, now(), 'operator', md5('scale-operator')::uuid
         from generate_series(1, $1::int) as n`,
      [scaleResellers],
    );
    await client.query(
      `insert into accounts (account_id, provider_id, user_id, password, created_at, updated_at)
       select id::text, 'credential', id, $1, now(), now() from users where email like '%@scale.example'`,
      [passwordHash],
    );
    await client.query(
      `insert into devices (id, device_id, device_key_hash, owner_id, activation_date, trial_expires_at,
                            lifetime_licence, device_brand, os, app_name, app_version, last_seen_at)
       select md5('scale-device-' || n)::uuid,
              -- DA:5C: and the row number as four hex pairs: a locally administered unicast id, never a demo's.
              'DA:5C:' || regexp_replace(lpad(upper(to_hex(n)), 8, '0'), '(..)(?!$)', '\\1:', 'g'),
              md5('scale-key-' || n),
              md5('scale-user-' || ((n - 1) % $2 + 1))::uuid,
              now() - (n % 1000) * interval '1 day',
              now() - (n % 1000) * interval '1 day' + interval '7 days',
              n % 3 = 0,
              (array['Samsung', 'LG', 'Amazon', 'Android TV'])[n % 4 + 1],
              'Scale OS',
              'Vela Player',
              '0.38',
              now() - (n % 500) * interval '1 hour'
         from generate_series(1, $1::int) as n`,
      [options.devices, options.customers],
    );
    await client.query(
      `insert into playlists (device_id, name, format, host, username, password_encrypted, hide_playlist_info,
                              notes, created_at, updated_at, added_via, added_by)
       select md5('scale-device-' || ((n - 1) % $2 + 1))::uuid,
              'Playlist ' || n,
              case when n % 2 = 0 then 'xtream' else 'm3u' end,
              case when n % $3 = 0 then $4
                   else 'http://line' || (n % 47) || '.provider' || (n % 5) || '.example:8080' end,
              'user' || n,
              $5,
              n % 3 = 0,
              null,
              -- Spread over the last three years, minute by minute, in an order unrelated to the device.
              now() - ((n::bigint * 7919) % (3 * 365 * 24 * 60)) * interval '1 minute',
              now(),
              -- Added by the device's owner in the dashboard, but one in $7 with a reseller's code and the next
              -- with a reseller's API key, the resellers in turn.
              case n % $7 when 1 then 'code' when 2 then 'integration' else 'dashboard' end,
              case when n % $7 in (1, 2) then md5('scale-reseller-' || ((n / $7) % $8 + 1))::uuid
                   else md5('scale-user-' || (((n - 1) % $2) % $6 + 1))::uuid end
         from generate_series(1, $1::int) as n`,
      [
        options.playlists,
        options.devices,
        massHostEvery,
        scaleMassHost,
        playlistPassword,
        options.customers,
        resellerAddedEvery,
        scaleResellers,
      ],
    );
    // A third of the playlists on the resellers' primary hosts reported by their TV over the last day: on the
    // hosts of odd-numbered resellers three reports in four are failures, so Host health flags them.
    await client.query(
      `insert into playlist_statuses (playlist_id, device_id, host, status, checked_at, received_at)
       select p.id, p.device_id, p.host,
              case when w.code % 2 = 1 and abs(hashtext(p.id::text)) % 4 <> 0 then 'unreachable' else 'ok' end,
              now() - (abs(hashtext(p.id::text)) % 1440) * interval '1 minute',
              now() - (abs(hashtext(p.id::text)) % 1440) * interval '1 minute'
         from playlists as p
         join whitelist_hosts as w on w.host = p.host
        where w.owner_id in (select id from users where role = 'reseller' and email like '%@scale.example')
          and abs(hashtext(p.id::text)) % 3 = 0`,
    );
    // The devices with a lifetime licence bought it: a completed order and its licence grant each, one in ten
    // in US dollars, spread over the last three years like the playlists. One device in ten also pays a
    // Premium subscription's first cycle. The operator's business figures read these.
    await client.query(
      `with bought as (
         select n, md5('scale-device-' || n)::uuid as device_id,
                now() - ((n::bigint * 7919) % (3 * 365 * 24 * 60)) * interval '1 minute' as paid_at
           from generate_series(3, $1::int, 3) as n
       ), orders as (
         insert into payment_orders (provider, provider_order_id, device_id, amount, currency, status,
                                     capture_id, created_at, updated_at)
         select 'simulator', 'scale-order-' || n, device_id,
                case when n % 10 = 0 then 5.99 else 5.49 end,
                case when n % 10 = 0 then 'USD' else 'EUR' end,
                'completed', 'scale-capture-' || n, paid_at, paid_at
           from bought
       )
       insert into licence_grants (device_id, plan, source, source_ref, created_at)
       select device_id, 'basic', 'simulator_capture', 'scale-capture-' || n, paid_at from bought`,
      [options.devices],
    );
    await client.query(
      `with subscribed as (
         select n, md5('scale-device-' || n)::uuid as device_id,
                now() - ((n::bigint * 104729) % (365 * 24 * 60)) * interval '1 minute' as paid_at
           from generate_series(10, $1::int, 10) as n
       ), subscription_rows as (
         insert into subscriptions (provider, provider_subscription_id, device_id, plan_id, status,
                                    created_at, updated_at)
         select 'simulator', 'scale-subscription-' || n, device_id, 'scale-plan', 'ACTIVE', paid_at, paid_at
           from subscribed
       )
       insert into licence_grants (device_id, plan, source, source_ref, privacy_expires_at, created_at)
       select device_id, 'premium', 'simulator_subscription_cycle', 'scale-subscription-' || n || ':1',
              paid_at + interval '1 year', paid_at
         from subscribed`,
      [options.devices],
    );
    // Inserted in bulk, outside the slot rule: each device's count is set once from what it holds.
    await client.query(
      `update devices as d set playlist_count = c.held
         from (select device_id, count(*)::integer as held from playlists group by device_id) as c
        where d.id = c.device_id`,
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  // Fresh statistics and visibility map, as a database in use has them: index-only scans work from the start.
  await client.query(
    'vacuum analyze users, accounts, devices, playlists, payment_orders, subscriptions, licence_grants, ' +
      'whitelist_hosts, playlist_statuses',
  );
  return { seeded: true, milliseconds: performance.now() - started };
}
