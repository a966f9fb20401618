import { useHydrated } from '../ui/use-hydrated.ts';

/**
 * A form's submit button: disabled until the page is hydrated, so a click never falls through to a native
 * submission, and while the form is sending, when it shows `sendingLabel`.
 */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
}) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className="button button-primary" disabled={!hydrated || sending}>
      {sending ? sendingLabel : label}
    </button>
  );
}
