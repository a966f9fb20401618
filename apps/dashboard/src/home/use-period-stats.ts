import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider.ts';

/**
 * Figures of the admin API for a year and month (`stats`, `stats/operator`): `shown` is undefined while the
 * chosen period's figures load, so a screen never shows one month's numbers under another's title.
 */
export function usePeriodStats<T extends { year: number; month: number }>(
  path: string,
  year: number,
  month: number,
): { shown: T | undefined; failed: boolean } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [stats, setStats] = useState<T>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    dataProvider.getJson<T>(`${path}?year=${year}&month=${month}`).then(
      (loaded) => {
        if (!active) return;
        setStats(loaded);
        setFailed(false);
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [dataProvider, path, year, month]);

  const shown = stats && stats.year === year && stats.month === month ? stats : undefined;
  return { shown, failed };
}
