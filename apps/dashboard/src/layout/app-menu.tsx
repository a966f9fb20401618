import AccountCircle from '@mui/icons-material/AccountCircle';
import Forum from '@mui/icons-material/Forum';
import MonitorHeart from '@mui/icons-material/MonitorHeart';
import SupportAgent from '@mui/icons-material/SupportAgent';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Tv from '@mui/icons-material/Tv';
import VpnKey from '@mui/icons-material/VpnKey';
import { CanAccess, Menu, useCanAccess, useTranslate } from 'react-admin';
import { accountSections } from '../account/sections.ts';
import { commentsPath } from '../inbox/index.ts';
import { globalMassUpdatePath, massUpdatePath } from '../playlists/paths.ts';
import { dashboardBase } from '../providers/auth-client.ts';

/** The menu shows only what the signed-in role may use. */
export function AppMenu() {
  const translate = useTranslate();
  // An operator's host update spans every customer: they get that screen instead of the one for own devices.
  const { canAccess: global } = useCanAccess({ action: 'write', resource: 'playlists.global' });
  // Operators see every account's devices: 'All devices', not 'My devices'.
  const { canAccess: allDevices } = useCanAccess({ action: 'read', resource: 'devices.owner' });
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('dashboard.menu.home')} />
      <CanAccess action="list" resource="devices">
        <Menu.Item
          to={`${dashboardBase}/devices`}
          primaryText={translate(allDevices ? 'dashboard.menu.allDevices' : 'dashboard.menu.devices')}
          leftIcon={<Tv />}
        />
      </CanAccess>
      <CanAccess action="list" resource="playlists">
        <Menu.ResourceItem name="playlists" />
      </CanAccess>
      {global ? (
        <Menu.Item
          to={globalMassUpdatePath}
          primaryText={translate('dashboard.menu.globalMassUpdate')}
          leftIcon={<SwapHoriz />}
        />
      ) : (
        <CanAccess action="write" resource="playlists">
          <Menu.Item
            to={massUpdatePath}
            primaryText={translate('dashboard.menu.massUpdate')}
            leftIcon={<SwapHoriz />}
          />
        </CanAccess>
      )}
      <CanAccess action="list" resource="whitelist">
        <Menu.ResourceItem name="whitelist" />
      </CanAccess>
      <CanAccess action="list" resource="clients">
        <Menu.ResourceItem name="clients" />
      </CanAccess>
      <CanAccess action="list" resource="host-health">
        <Menu.ResourceItem name="host-health" />
      </CanAccess>
      <CanAccess action="list" resource="tickets">
        <Menu.ResourceItem name="tickets" leftIcon={<SupportAgent />} />
      </CanAccess>
      <CanAccess action="list" resource="api-keys">
        <Menu.ResourceItem name="api-keys" leftIcon={<VpnKey />} />
      </CanAccess>
      <CanAccess action="list" resource="webhooks">
        <Menu.ResourceItem name="webhooks" />
      </CanAccess>
      <CanAccess action="list" resource="users">
        <Menu.ResourceItem name="users" />
      </CanAccess>
      <CanAccess action="list" resource="news">
        <Menu.ResourceItem name="news" />
      </CanAccess>
      <CanAccess action="list" resource="submissions">
        <Menu.ResourceItem name="submissions" />
        <Menu.Item
          to={`${dashboardBase}${commentsPath}`}
          primaryText={translate('dashboard.menu.comments')}
          leftIcon={<Forum />}
        />
      </CanAccess>
      <CanAccess action="list" resource="newsletter">
        <Menu.ResourceItem name="newsletter" />
      </CanAccess>
      <CanAccess action="list" resource="canned-replies">
        <Menu.ResourceItem name="canned-replies" />
      </CanAccess>
      <CanAccess action="list" resource="orders">
        <Menu.ResourceItem name="orders" />
      </CanAccess>
      <CanAccess action="list" resource="audit">
        <Menu.ResourceItem name="audit" />
      </CanAccess>
      <CanAccess action="list" resource="jobs">
        <Menu.ResourceItem name="jobs" />
      </CanAccess>
      <CanAccess action="read" resource="account">
        <Menu.Item
          to={`${dashboardBase}${accountSections.profile}`}
          primaryText={translate('dashboard.menu.account')}
          leftIcon={<AccountCircle />}
        />
      </CanAccess>
      <CanAccess action="read" resource="status">
        <Menu.Item
          to={`${dashboardBase}/status`}
          primaryText={translate('dashboard.menu.status')}
          leftIcon={<MonitorHeart />}
        />
      </CanAccess>
    </Menu>
  );
}
