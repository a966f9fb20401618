import type { Brand } from '@vela/validation';
import type { IconName } from '../ui/icon.tsx';

type StoreId = 'appStore' | 'googlePlay' | 'samsung' | 'lg' | 'fireTv' | 'googleTv' | 'aosp' | 'aptoide';

export interface Store {
  id: StoreId;
  icon: IconName;
  /** An external store page, or the instructions for platforms installed by hand. */
  href: string;
  external: boolean;
}

/** Where to get the app on each platform: store links come from configuration. */
export function storesOf(brand: Brand): Store[] {
  const external = (id: StoreId, icon: IconName, href: string): Store => ({ id, icon, href, external: true });
  const guide = (id: StoreId, icon: IconName, anchor: string): Store => ({
    id,
    icon,
    href: `/instructions#${anchor}`,
    external: false,
  });
  return [
    external('appStore', 'phone', brand.stores.appStore),
    external('googlePlay', 'phone', brand.stores.googlePlay),
    guide('samsung', 'tv', 'samsung-device'),
    external('lg', 'tv', brand.stores.lg),
    guide('fireTv', 'tv', 'firetv-device'),
    external('googleTv', 'tv', brand.stores.googlePlay),
    guide('aosp', 'devices', 'aosp'),
    external('aptoide', 'download', brand.stores.aptoide),
  ];
}
