import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';

interface PayPalPackButtonsProps {
  /** PayPal's public client id, from the server's configuration. */
  clientId: string;
  /** The pack's currency: PayPal's script is loaded for one. */
  currency: string;
  /** Orders the pack with our API: the provider's order id. */
  createOrder: () => Promise<string>;
  /** Captures the order the buyer approved, with our API. */
  onApprove: (orderId: string) => Promise<void>;
  onCancel: () => void;
  onError: () => void;
}

/**
 * PayPal's buttons for one purchase of credits. A chunk of its own (`pack-payment.tsx` loads it lazily): neither
 * the sign-in screens nor a reseller who pays with the simulator download PayPal's library.
 */
export function PayPalPackButtons({
  clientId,
  currency,
  createOrder,
  onApprove,
  onCancel,
  onError,
}: PayPalPackButtonsProps) {
  return (
    <PayPalScriptProvider options={{ clientId, currency, intent: 'capture' }}>
      <PayPalButtons
        style={{ layout: 'vertical', shape: 'pill' }}
        createOrder={createOrder}
        onApprove={async (data) => onApprove(data.orderID)}
        onCancel={onCancel}
        onError={onError}
      />
    </PayPalScriptProvider>
  );
}
