import { type ReactNode, useCallback, useRef, useState } from 'react';
import { errorCode } from '../providers/errors.ts';
import { ParentalUnlockDialog } from './parental-unlock-dialog.tsx';

/**
 * Runs an action on a TV's playlists (a deletion, a save, an unlock, a reveal, a release) and, when the API
 * answers 423 `parental_locked`, asks for the TV's PIN or the password in a dialog, unlocks, and runs the action
 * once more. Closing the dialog gives the refusal back to the caller. Render `dialog` where the action is.
 */
export function useParentalUnlock(): {
  withUnlock: <T>(deviceId: string, action: () => Promise<T>) => Promise<T>;
  askUnlock: (deviceId: string) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [asking, setAsking] = useState<string | null>(null);
  const answer = useRef<((unlocked: boolean) => void) | null>(null);
  /** Opens the dialog; resolves whether the TV was unlocked. For an action react-admin runs itself. */
  const askUnlock = useCallback(
    (deviceId: string) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setAsking(deviceId);
      }),
    [],
  );
  const withUnlock = useCallback(
    async <T,>(deviceId: string, action: () => Promise<T>): Promise<T> => {
      try {
        return await action();
      } catch (error) {
        if (errorCode(error) !== 'parental_locked' || !(await askUnlock(deviceId))) throw error;
        return action();
      }
    },
    [askUnlock],
  );
  const dialog = asking ? (
    <ParentalUnlockDialog
      deviceId={asking}
      open
      onClose={(unlocked) => {
        setAsking(null);
        answer.current?.(unlocked);
        answer.current = null;
      }}
    />
  ) : null;
  return { withUnlock, askUnlock, dialog };
}
