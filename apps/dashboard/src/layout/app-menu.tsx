import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Forum from '@mui/icons-material/Forum';
import MonitorHeart from '@mui/icons-material/MonitorHeart';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import type { ComponentType } from 'react';
import { CanAccess, Menu, useCanAccess, useResourceDefinitions, useTranslate } from 'react-admin';
import { accountSections } from '../account/sections.ts';
import { creditsPath } from '../credits/paths.ts';
import { commentsPath } from '../inbox/index.ts';
import { globalMassUpdatePath, massUpdatePath } from '../playlists/paths.ts';
import { dashboardBase } from '../providers/auth-client.ts';
import type { AppResourceOptions } from '../resources.ts';

/** The host update: an operator's spans every customer, and replaces the one for a customer's own devices. */
function HostUpdateItem() {
  const translate = useTranslate();
  const { canAccess: global } = useCanAccess({ action: 'write', resource: 'playlists.global' });
  return global ? (
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
  );
}

/** The inbox filtered to the blog's comments, for whoever reads the inbox. */
function CommentsItem() {
  const translate = useTranslate();
  return (
    <CanAccess action="list" resource="submissions">
      <Menu.Item
        to={`${dashboardBase}${commentsPath}`}
        primaryText={translate('dashboard.menu.comments')}
        leftIcon={<Forum />}
      />
    </CanAccess>
  );
}

/** The signed-in reseller's own credits, after the integration's screens, for whoever holds credits. */
function CreditsItem() {
  const translate = useTranslate();
  return (
    <CanAccess action="read" resource="credits">
      <Menu.Item
        to={creditsPath}
        primaryText={translate('dashboard.menu.credits')}
        leftIcon={<AccountBalance />}
      />
    </CanAccess>
  );
}

/** Screens of their own that the menu shows right below a resource's list. */
const followers: Partial<Record<string, ComponentType>> = {
  playlists: HostUpdateItem,
  submissions: CommentsItem,
  webhooks: CreditsItem,
};

/**
 * Menu labels other than the resource's name: operators see every account's devices and every reseller's
 * activations, customers and resellers their own.
 */
function useMenuLabels(): Partial<Record<string, string>> {
  const translate = useTranslate();
  const { canAccess: allDevices } = useCanAccess({ action: 'read', resource: 'devices.owner' });
  const { canAccess: allActivations } = useCanAccess({ action: 'read', resource: 'activations.all' });
  return {
    devices: translate(allDevices ? 'dashboard.menu.allDevices' : 'dashboard.menu.devices'),
    ...(allActivations ? { activations: translate('dashboard.menu.allActivations') } : {}),
  };
}

/**
 * The menu: home, then each resource with a list in the order `src/resources.ts` registers them (icon and label
 * from its definition, unless it says it stays out of the menu), then the account and the service status. Each
 * item shows only when the signed-in role may use it.
 */
export function AppMenu() {
  const translate = useTranslate();
  const resources = useResourceDefinitions<AppResourceOptions>();
  const labels = useMenuLabels();
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('dashboard.menu.home')} />
      {Object.values(resources)
        .filter((resource) => resource.hasList && resource.options?.inMenu !== false)
        // One flat list of items: MUI's menu list moves the keyboard focus over its direct children.
        .flatMap(({ name }) => {
          const Follower = followers[name];
          const label = labels[name];
          const item = (
            <Menu.ResourceItem key={name} name={name} {...(label ? { primaryText: label } : {})} />
          );
          return Follower ? [item, <Follower key={`${name}+`} />] : [item];
        })}
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
