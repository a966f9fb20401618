import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider.ts';

/** The figures of a year and month: everyone's own (`getStats`) or the business, for operators. */
type PeriodStatsMethod = 'getStats' | 'getOperatorStats';

/**
 * Figures of the admin API for a year and month: `shown` is undefined while the chosen period's figures load,
 * so a screen never shows one month's numbers under another's title.
 */
export function usePeriodStats<Method extends PeriodStatsMethod>(
  method: Method,
  year: number,
  month: number,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  type Stats = Awaited<ReturnType<AppDataProvider[Method]>>;
  const { data, isError } = useQuery({
    queryKey: ['stats', method, { year, month }],
    // Either method's answer, which TypeScript cannot tell apart by `method` alone.
    queryFn: () => dataProvider[method]({ year, month }) as Promise<Stats>,
    // The data provider already reads again while the API is out of reach.
    retry: false,
  });
  return { shown: data, failed: isError };
}
