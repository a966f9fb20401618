/** The years the statistics may be asked for: the product's first year to well past any playlist's date. */
export const statsYears = { min: 2000, max: 2100 } as const;

/** How many days `month` (1-12) of `year` has, in the Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
