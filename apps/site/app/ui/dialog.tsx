import { type ReactNode, useEffect, useRef } from 'react';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog. */
  labelledBy: string;
  /** `drawer` and `panel` slide in from the inline end and start; `modal` fades in the middle. */
  variant?: 'modal' | 'drawer' | 'panel' | 'overlay';
  className?: string;
  children: ReactNode;
}

/**
 * A native modal dialog: the browser traps focus inside it, makes the page behind inert, closes it on Escape
 * and gives focus back to what opened it. A click on the backdrop closes it too.
 */
export function Dialog({ open, onClose, labelledBy, variant = 'modal', className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled by the dialog's own cancel event.
    <dialog
      ref={ref}
      className={`dialog dialog-${variant}${className ? ` ${className}` : ''}`}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}
