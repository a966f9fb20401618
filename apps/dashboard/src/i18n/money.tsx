import { useFormatMoney } from './locale-format.ts';

interface MoneyProps {
  /** The API's decimal string (`"9.99"`) or a number. */
  amount: string | number;
  currency: string;
}

/**
 * An amount of money, the dashboard's one way: `formatMoney` of `@vela/locales` in the reader's language,
 * isolated so that a right-to-left sentence or table cell cannot reorder its sign, digits and currency.
 */
export function Money({ amount, currency }: MoneyProps) {
  const format = useFormatMoney();
  return <bdi data-value="money">{format(amount, currency)}</bdi>;
}
