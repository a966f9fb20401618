import type { ValidationMessage } from '@vela/validation';
import {
  deviceIdAfterBackspace,
  deviceIdMaxLength,
  deviceIdPlaceholder,
  formatDeviceIdInput,
} from '@vela/validation/input';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Icon } from '../ui/icon.tsx';
import { FieldError } from './fields.tsx';

/**
 * The device id field: hex digits only, upper case, a colon after every pair, at most 17 characters;
 * Backspace at the end also removes a colon left dangling. Locked (the address names the device), it shows
 * a lock and reads as a fixed value, not as a field to type in.
 */
export function DeviceIdField({
  id,
  label,
  hint,
  value,
  onChange,
  locked = false,
  lockedHint,
  error,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  locked?: boolean;
  lockedHint: string;
  error?: ValidationMessage;
}) {
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Backspace' || locked) return;
    const input = event.currentTarget;
    const atEnd = input.selectionStart === value.length && input.selectionEnd === value.length;
    if (!atEnd || value === '') return;
    event.preventDefault();
    onChange(deviceIdAfterBackspace(value));
  }
  // What a person typed into the prerendered page before its script took over is theirs: the field starts
  // from it rather than from its empty state, which the next render would write over it. Read once, when the
  // page becomes interactive.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '' && value === '' && !locked) onChange(formatDeviceIdInput(typed));
  }, []);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        <span className="required-mark" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <p id={`${id}-hint`} className="field-hint small muted">
        {locked ? lockedHint : hint}
      </p>
      <div className={`device-id-control${locked ? ' device-id-locked' : ''}`}>
        <input
          ref={input}
          id={id}
          name="deviceid"
          className="device-id-input"
          value={value}
          onChange={(event) => onChange(formatDeviceIdInput(event.target.value))}
          onKeyDown={onKeyDown}
          maxLength={deviceIdMaxLength}
          placeholder={deviceIdPlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          dir="ltr"
          required
          readOnly={locked}
          aria-readonly={locked || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {locked ? <Icon name="lock" size={20} className="device-id-lock" /> : null}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

const canonical = /^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/;

/**
 * A device id carried by the address (`client_reference_id`), read once in the browser: when it is a valid id,
 * the page pre-fills the device field and locks it.
 */
export function useReferencedDeviceId(): string | null {
  const [deviceId, setDeviceId] = useState<string | null>(null);
  useEffect(() => {
    const reference = new URLSearchParams(location.search).get('client_reference_id');
    const formatted = reference ? formatDeviceIdInput(reference) : '';
    setDeviceId(canonical.test(formatted) ? formatted : null);
  }, []);
  return deviceId;
}
