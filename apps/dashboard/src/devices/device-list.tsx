import AddLink from '@mui/icons-material/AddLink';
import { Box, Typography } from '@mui/material';
import type { AdminDevice } from '@vela/api-client';
import type { MouseEvent } from 'react';
import {
  Link as AdminLink,
  Button,
  ExportButton,
  FunctionField,
  List,
  TextField,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { CustomerLink } from '../customers/customer-link.tsx';
import { searchFilter } from '../forms/search-filter.tsx';
import { DeviceIdField, DeviceLabel, Ident, IdentInput } from '../ident/ident.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';
import { dashboardBase } from '../providers/auth-client.ts';
import { LastSeenField, LicenceStateField, useLicenceText } from './device-fields.tsx';
import { exportDevices } from './export-devices.ts';
import { deviceClaimPath } from './paths.ts';

function ClaimButton({ variant = 'text' }: { variant?: 'text' | 'contained' }) {
  return (
    <Button
      component={Link}
      to={`${dashboardBase}${deviceClaimPath}`}
      label="devices.claim.action"
      variant={variant}
    >
      <AddLink />
    </Button>
  );
}

function ListActions() {
  return (
    <TopToolbar>
      <ClaimButton />
      <ExportButton />
    </TopToolbar>
  );
}

/** What a customer without devices sees: 'no devices found', how to add one, and the way to do it. */
function NoDevices() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', my: 4, mx: 'auto', maxWidth: 480 }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {translate('devices.list.title')}
      </Typography>
      <Typography component="p" variant="h6" gutterBottom>
        {translate('errors.dashboard.no_devices')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('devices.list.empty_hint')}</Typography>
      <ClaimButton variant="contained" />
    </Box>
  );
}

function Heading({ title }: { title: string }) {
  return (
    <Typography component="h1" variant="h6" sx={{ px: 2, pt: 2 }}>
      {title}
    </Typography>
  );
}

function NoResults() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('errors.dashboard.no_devices')}</Typography>;
}

/** Operators only: the owner's e-mail address, linking to the account. */
function OwnerField(_props: { label?: string; sortable?: boolean }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <FunctionField<AdminDevice>
      render={(record) =>
        record.owner_id && record.owner_email ? (
          <>
            <AdminLink
              to={createPath({ resource: 'users', id: record.owner_id, type: 'show' })}
              onClick={(event: MouseEvent) => event.stopPropagation()}
              // A target of at least 24 pixels beside the customer's button (WCAG 2.5.8).
              sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}
            >
              <Ident>{record.owner_email}</Ident>
            </AdminLink>
            <CustomerLink id={record.owner_id} email={record.owner_email} />
          </>
        ) : (
          translate('devices.owner.none')
        )
      }
    />
  );
}

/**
 * The caller's devices: a table on wider screens, a simple list on phones; searchable by device id, and for
 * operators by MAC address and owner, whose e-mail address they see.
 */
export function DeviceList() {
  const translate = useTranslate();
  const licenceText = useLicenceText();
  const { canAccess: seesOwners } = useCanAccess({ resource: 'devices.owner', action: 'read' });
  // An operator's list holds every account's devices.
  const title = translate(seesOwners ? 'scopes.devices.title' : 'devices.list.title');
  const filters = [
    searchFilter(translate('devices.list.search'), { identifier: true }),
    ...(seesOwners
      ? [
          <IdentInput key="mac" source="mac" label="devices.list.search_mac" alwaysOn resettable />,
          <IdentInput key="owner" source="owner" label="devices.list.search_owner" alwaysOn resettable />,
        ]
      : []),
  ];
  return (
    <List
      title={title}
      filters={filters}
      actions={<ListActions />}
      exporter={exportDevices}
      empty={<NoDevices />}
      sort={{ field: 'last_seen', order: 'DESC' }}
    >
      <Heading title={title} />
      <ResponsiveList<AdminDevice>
        phone={{
          primaryText: (record) => <DeviceLabel id={record.id} name={record.name} />,
          secondaryText: (record) => licenceText(record),
          tertiaryText: (record) =>
            seesOwners && record.owner_email ? (
              <Ident>{record.owner_email}</Ident>
            ) : (
              ((seesOwners ? null : record.device_brand) ??
              translate(seesOwners ? 'devices.owner.none' : 'devices.no_data'))
            ),
        }}
        rowClick="show"
        empty={<NoResults />}
      >
        <TextField source="name" label="devices.fields.name" emptyText="devices.no_data" sortable={false} />
        <DeviceIdField label="devices.fields.device_id" />
        <TextField source="device_brand" label="devices.fields.device_brand" emptyText="devices.no_data" />
        {seesOwners ? <OwnerField label="devices.fields.owner_email" sortable={false} /> : null}
        <TextField source="app_version" label="devices.fields.app_version" emptyText="devices.no_data" />
        <LicenceStateField label="devices.fields.licence_state" sortable={false} />
        <LastSeenField label="devices.fields.last_seen" sortBy="last_seen" />
      </ResponsiveList>
    </List>
  );
}
