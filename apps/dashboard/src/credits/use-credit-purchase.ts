import { useMutation } from '@tanstack/react-query';
import type { CreditOrderCaptured, CreditPack } from '@vela/api-client';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useDashboardLocale } from '../i18n/locale-format.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';
import type { ShownMessage } from '../providers/error-text.ts';
import { purchaseRefusal } from './purchase-refusal.ts';
import { useCreditsChanged } from './use-credit-summary.ts';

/** Where the last purchase stands: paid (with the purchase and the balance it left), refused, or cancelled. */
export type PurchaseOutcome =
  | { state: 'paid'; captured: CreditOrderCaptured }
  | { state: 'refused'; message: ShownMessage }
  | { state: 'cancelled' };

/**
 * A reseller's purchase of a pack in two calls to the API: the order, which the payment provider's window (or
 * the simulator) approves, then its capture, which adds the credits. The order carries the dashboard's language,
 * in which the receipt is e-mailed. Once paid, the balance, the ledger and the purchases are read again.
 */
export function useCreditPurchase() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const locale = useDashboardLocale();
  const notify = useNotify();
  const translate = useTranslate();
  const creditsChanged = useCreditsChanged();
  const [outcome, setOutcome] = useState<PurchaseOutcome>();
  const refuse = (error: unknown) => setOutcome({ state: 'refused', message: purchaseRefusal(error) });
  const order = useMutation({
    mutationFn: (pack: CreditPack) => dataProvider.createCreditOrder({ pack_id: pack.id, locale }),
    onMutate: () => setOutcome(undefined),
    onError: refuse,
  });
  const capture = useMutation({
    mutationFn: (orderId: string) => dataProvider.captureCreditOrder(orderId),
    onSuccess: (captured) => {
      setOutcome({ state: 'paid', captured });
      notify('credits.buy.done', {
        type: 'success',
        messageArgs: {
          credits: translate('credits.balance.value', { smart_count: captured.order.credits }),
          balance: translate('credits.balance.value', { smart_count: captured.balance }),
        },
      });
      void creditsChanged();
    },
    onError: refuse,
  });

  /** Orders the pack: the provider's order id, for its window to approve. */
  const startOrder = async (pack: CreditPack) => (await order.mutateAsync(pack)).orderId;
  /** Captures an approved order; a refusal is in `outcome`. */
  const completeOrder = (orderId: string) =>
    capture.mutateAsync(orderId).then(
      () => undefined,
      () => undefined,
    );
  return {
    outcome,
    busy: order.isPending || capture.isPending,
    startOrder,
    completeOrder,
    /** The simulator approves at once: the order, then its capture. */
    payWithSimulator: async (pack: CreditPack) => {
      const orderId = await startOrder(pack).catch(() => undefined);
      if (orderId) await completeOrder(orderId);
    },
    /** The buyer closed the provider's window: nothing was charged. */
    cancelled: () => setOutcome({ state: 'cancelled' }),
    /** The provider's window failed; a refusal of the API already said why, and stays. */
    failed: () =>
      setOutcome((current) =>
        current?.state === 'refused' ? current : { state: 'refused', message: { key: 'credits.buy.failed' } },
      ),
    /** Another pack is chosen: what was said of the last one goes. */
    reset: () => setOutcome(undefined),
  };
}

export type CreditPurchase = ReturnType<typeof useCreditPurchase>;
