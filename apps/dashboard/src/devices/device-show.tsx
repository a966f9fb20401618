import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { AdminDevice, AdminPlaylist } from '@vela/api-client';
import { type ReactNode, useState } from 'react';
import {
  CreateButton,
  FunctionField,
  Link,
  ReferenceManyField,
  SelectField,
  Show,
  TextField,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useRecordContext,
  useResourceDefinitions,
  useTranslate,
} from 'react-admin';
import { CustomerLink } from '../customers/customer-link.tsx';
import { InstantField } from '../i18n/instant-field.tsx';
import { useDashboardLocale } from '../i18n/locale-format.ts';
import { DeviceLabel, Ident } from '../ident/ident.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';
import { Facts, Section } from '../layout/show-sections.tsx';
import { ParentalControlSection } from '../parental/parental-control-section.tsx';
import { formatChoices } from '../playlists/playlist-formats.ts';
import { PlaylistHost } from '../playlists/playlist-host.tsx';
import { PlaylistLockMark } from '../playlists/playlist-lock.tsx';
import { useFormatDate, useLicenceText, usePrivacyText } from './device-fields.tsx';
import { DeviceHistory } from './device-history.tsx';
import { deviceLabel } from './device-label.ts';
import { DeviceNameSection } from './device-name-form.tsx';
import { DevicePurchases } from './device-purchases.tsx';
import { DeviceReceipts } from './device-receipts.tsx';
import { LicenceActions } from './licence-actions.tsx';
import { ReleaseButton } from './release-button.tsx';
import { purchaseLinks } from './site-links.ts';
import { TransferLicenceButton } from './transfer-licence-dialog.tsx';
import { UploadProtectionSwitch } from './upload-protection.tsx';

/** What the TV reports about itself, in the order of the spec's device fields. */
const reportedFields = [
  'device_brand',
  'os',
  'device_info',
  'api_version',
  'app_name',
  'app_version',
  'mac_address',
  'firmware',
  'hdmi',
  'n_type',
  'screensize',
  'app_id',
  'player_id',
] as const satisfies readonly (keyof AdminDevice)[];

/** Reported fields that are identifiers, written left to right in every language. */
const identifierFields: ReadonlySet<string> = new Set([
  'mac_address',
  'app_id',
  'player_id',
  'api_version',
  'app_version',
  'firmware',
]);

function DeviceActions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <TransferLicenceButton />
      <ReleaseButton />
    </TopToolbar>
  );
}

/** Operators only: whose device this is, with a way to open that account. */
function OwnerFact() {
  const record = useRecordContext<AdminDevice>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: 'devices.owner', action: 'read' });
  if (!record || !canAccess || record.owner_email === undefined) return null;
  return (
    <Facts
      facts={[
        [
          'devices.fields.owner_email',
          record.owner_id && record.owner_email ? (
            <>
              <Link to={createPath({ resource: 'users', id: record.owner_id, type: 'show' })}>
                <Ident>{record.owner_email}</Ident>
              </Link>
              <CustomerLink id={record.owner_id} email={record.owner_email} />
            </>
          ) : (
            translate('devices.owner.none')
          ),
        ],
      ]}
    />
  );
}

function DeviceTitle() {
  const record = useRecordContext<AdminDevice>();
  return record ? <DeviceLabel id={record.id} name={record.name} /> : null;
}

function LicenceSection({ onChanged }: { onChanged: () => void }) {
  const record = useRecordContext<AdminDevice>();
  const translate = useTranslate();
  const licenceText = useLicenceText();
  const privacyText = usePrivacyText();
  const formatDate = useFormatDate();
  const locale = useDashboardLocale();
  if (!record) return null;
  const links = purchaseLinks(record.id, locale);
  return (
    <Section title="devices.show.licence">
      <OwnerFact />
      <Facts
        facts={[
          ['devices.fields.licence_state', licenceText(record)],
          [
            'devices.fields.license_expiry',
            record.lifetime ? translate('devices.licence.lifetime') : formatDate(record.license_expiry),
          ],
          ['devices.fields.privacy_expiry', privacyText(record)],
          [
            'devices.fields.lifetime',
            translate(record.lifetime ? 'devices.licence.yes' : 'devices.licence.no'),
          ],
          ['devices.fields.activation_date', formatDate(record.activation_date)],
        ]}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        {record.lifetime ? null : (
          <Button variant="outlined" href={links.basic} startIcon={<ShoppingCart />}>
            {translate('devices.show.buy_basic')}
          </Button>
        )}
        <Button variant="outlined" href={links.premium} startIcon={<ShoppingCart />}>
          {translate('devices.show.buy_premium')}
        </Button>
      </Stack>
      <LicenceActions onChanged={onChanged} />
    </Section>
  );
}

function DetailsSection() {
  const record = useRecordContext<AdminDevice>();
  const translate = useTranslate();
  const formatDate = useFormatDate();
  if (!record) return null;
  const reported = reportedFields.filter((field) => record[field]);
  return (
    <Section title="devices.show.details">
      {reported.length === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('errors.dashboard.no_device_data')}
        </Alert>
      ) : null}
      <Facts
        facts={[
          ['devices.fields.device_id', <Ident key="id">{record.id}</Ident>],
          ...reportedFields.map((field): [string, ReactNode] => [
            `devices.fields.${field}`,
            identifierFields.has(field) && record[field] ? (
              <Ident>{record[field]}</Ident>
            ) : (
              (record[field] ?? translate('devices.no_data'))
            ),
          ]),
          ['devices.fields.last_seen', formatDate(record.last_seen, true)],
        ]}
      />
    </Section>
  );
}

/**
 * The device's playlists, from the playlists resource, with a way to add one for this device: a table on
 * wider screens, a simple list on phones.
 */
function PlaylistsSection() {
  const record = useRecordContext<AdminDevice>();
  const resources = useResourceDefinitions();
  const translate = useTranslate();
  const formatDate = useFormatDate();
  if (!record || !resources.playlists) return null;
  return (
    <Section title="devices.show.playlists">
      <CreateButton
        resource="playlists"
        state={{ record: { deviceid: record.id } }}
        label="devices.playlists.add"
      />
      <ReferenceManyField
        reference="playlists"
        target="deviceid"
        empty={<Typography sx={{ mt: 1 }}>{translate('devices.show.no_playlists')}</Typography>}
      >
        <ResponsiveList<AdminPlaylist>
          phone={{
            primaryText: (playlist) => (
              <>
                {playlist.playlistName} <PlaylistLockMark playlist={playlist} />
              </>
            ),
            secondaryText: (playlist) => <PlaylistHost playlist={playlist} />,
            tertiaryText: (playlist) => formatDate(playlist.playlist_added_at),
          }}
          rowClick="edit"
        >
          <TextField source="playlistName" label="devices.playlists.name" />
          <SelectField
            source="playlistFormat"
            label="devices.playlists.format"
            choices={formatChoices}
            emptyText=""
          />
          <FunctionField<AdminPlaylist>
            source="host"
            label="devices.playlists.host"
            render={(playlist) => <PlaylistHost playlist={playlist} />}
          />
          <FunctionField<AdminPlaylist>
            source="locked"
            label="playlists.fields.locked"
            sortable={false}
            render={(playlist) => <PlaylistLockMark playlist={playlist} />}
          />
          <InstantField source="playlist_added_at" label="devices.playlists.added" />
        </ResponsiveList>
      </ReferenceManyField>
    </Section>
  );
}

function ShowContent() {
  const record = useRecordContext<AdminDevice>();
  const translate = useTranslate();
  // Each licence change mounts the history anew, so its entry shows at once.
  const [historyVersion, setHistoryVersion] = useState(0);
  if (!record) return null;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {translate('devices.show.title', { id: deviceLabel(record) })}
      </Typography>
      <Section title="devices.show.name">
        <DeviceNameSection />
      </Section>
      <LicenceSection onChanged={() => setHistoryVersion((version) => version + 1)} />
      <Section title="devices.show.protection">
        <UploadProtectionSwitch />
      </Section>
      <Section title="devices.show.parental">
        <ParentalControlSection />
      </Section>
      <PlaylistsSection />
      <Section title="devices.show.history">
        <DeviceHistory key={historyVersion} />
      </Section>
      <Section title="dashboard.resources.receipts">
        <DeviceReceipts />
      </Section>
      <Section title="devices.show.purchases">
        <DevicePurchases />
      </Section>
      <DetailsSection />
    </Box>
  );
}

/** Every field of a device (spec section 3), its licence, playlists and purchases, and what its owner may do. */
export function DeviceShow() {
  return (
    <Show actions={<DeviceActions />} title={<DeviceTitle />} component="div">
      <ShowContent />
    </Show>
  );
}
