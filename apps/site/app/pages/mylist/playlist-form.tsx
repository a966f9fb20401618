import { describeApiError } from '@vela/api-client';
import type { PlaylistMode, ValidationMessage } from '@vela/validation';
import { formatHostCodeInput, hostCodeLength } from '@vela/validation/input';
import { type FormEvent, useId, useRef, useState } from 'react';
import { api } from '../../checkout/use-device-verification.ts';
import { DeviceIdField, useReferencedDeviceId } from '../../forms/device-id-field.tsx';
import { CheckboxField, TextField } from '../../forms/fields.tsx';
import { focusFirstInvalid } from '../../forms/focus-first-invalid.ts';
import { SubmitButton } from '../../forms/submit-button.tsx';
import { useTypedBeforeHydration } from '../../forms/use-typed-before-hydration.ts';
import { useT } from '../../i18n/i18n-provider.tsx';
import { useSiteSettings } from '../../layout/site-settings.ts';

/** `toDashboard`: the device's owner locked uploads, so the answer points to the dashboard, where they may add it. */
type Result = { kind: 'success' | 'error'; text: string; toDashboard?: boolean } | null;

/**
 * The form's rules (the schema library with them) are downloaded when a visitor first reaches into the form or
 * sends it, not with the page, so that the page has less to load before it answers.
 */
const loadRules = () => import('@vela/validation');
const preloadRules = () => {
  void loadRules();
};

/** The modes in the order the form offers them (`playlistModes` of packages/validation, without its module). */
const modes = ['m3u', 'xtream', 'code'] as const satisfies readonly PlaylistMode[];

const empty = { name: '', m3uUrl: '', host: '', username: '', password: '', hostCode: '', epgUrl: '' };

/** The state each text field of the form is held in, by the field's name. */
const stateOfField: Partial<Record<string, keyof typeof empty>> = {
  playlistName: 'name',
  m3uUrl: 'm3uUrl',
  host: 'host',
  hostCode: 'hostCode',
  username: 'username',
  password: 'password',
  epgUrl: 'epgUrl',
};

/**
 * My List: a playlist for a device, as an M3U link, a server with its account, or a reseller's 6-digit code.
 * The rules are the API's own (packages/validation); a code is checked with the API before sending.
 */
export function PlaylistForm() {
  const { t } = useT('mylist');
  const { t: tErrors } = useT('errors');
  const { t: tValidation } = useT('validation');
  const { t: tCommon } = useT('common');
  const { brand } = useSiteSettings();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const referenced = useReferencedDeviceId();
  const [typedDevice, setTypedDevice] = useState('');
  const deviceId = referenced ?? typedDevice;
  const [mode, setMode] = useState<PlaylistMode>('m3u');
  const [fields, setFields] = useState(empty);
  const [hide, setHide] = useState(true);
  const [errors, setErrors] = useState<Record<string, ValidationMessage>>({});
  const [result, setResult] = useState<Result>(null);
  const [sending, setSending] = useState(false);

  const set = (name: keyof typeof empty) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  // The device field keeps what was typed in it itself (DeviceIdField).
  useTypedBeforeHydration(form, (typed) => {
    if ('checked' in typed) {
      if (typed.name === 'hidePlaylistInfo') setHide(typed.checked);
    } else if (typed.name === 'mode') {
      const chosen = modes.find((option) => option === typed.value);
      if (chosen) setMode(chosen);
    } else {
      const key = stateOfField[typed.name];
      if (key) set(key)(key === 'hostCode' ? formatHostCodeInput(typed.value) : typed.value);
    }
  });

  function chooseMode(next: PlaylistMode) {
    setMode(next);
    setErrors({});
  }

  function showErrors(found: Record<string, ValidationMessage>) {
    setErrors(found);
    if (form.current) focusFirstInvalid(form.current, Object.keys(found));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    const common = { deviceid: deviceId, playlistName: fields.name, epgUrl: fields.epgUrl };
    const values =
      mode === 'm3u'
        ? { mode, ...common, m3uUrl: fields.m3uUrl, hidePlaylistInfo: hide }
        : mode === 'xtream'
          ? {
              mode,
              ...common,
              host: fields.host,
              username: fields.username,
              password: fields.password,
              hidePlaylistInfo: hide,
            }
          : {
              mode,
              ...common,
              hostCode: fields.hostCode,
              username: fields.username,
              password: fields.password,
            };
    let rules: Awaited<ReturnType<typeof loadRules>>;
    try {
      rules = await loadRules();
    } catch {
      setResult({ kind: 'error', text: tErrors('generic.network') });
      return;
    }
    const { fieldErrors, playlistFormSchema, toPlaylistPayload } = rules;
    const parsed = playlistFormSchema.safeParse(values);
    if (!parsed.success) return showErrors(fieldErrors(parsed.error));
    setErrors({});
    setSending(true);
    try {
      if (parsed.data.mode === 'code') {
        let exists: boolean;
        try {
          exists = (await api.checkHostCode(parsed.data.hostCode)).exists;
        } catch {
          return showErrors({ hostCode: { key: 'error_msg' } });
        }
        if (!exists) return showErrors({ hostCode: { key: 'invalid_code' } });
      }
      await api.submitPlaylist(toPlaylistPayload(parsed.data));
      const added = t('result.added', { name: parsed.data.playlistName, deviceid: parsed.data.deviceid });
      setResult({ kind: 'success', text: tErrors('playlist.success', { message: added }) });
      setFields(empty);
      setMode('m3u');
      setHide(true);
      if (!referenced) setTypedDevice('');
    } catch (error) {
      const described = describeApiError(error);
      const text =
        described.key === 'generic.network'
          ? tErrors('generic.network')
          : described.key === 'generic.something_went_wrong'
            ? tErrors('generic.something_went_wrong')
            : tErrors('playlist.error', {
                message:
                  described.namespace === 'errors'
                    ? tErrors(described.key, described.params)
                    : tValidation(described.key, described.params),
              });
      setResult({ kind: 'error', text, toDashboard: described.key === 'playlist.upload_protected' });
    } finally {
      setSending(false);
    }
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <form
      ref={form}
      className="form-card card playlist-form"
      onSubmit={submit}
      onFocus={preloadRules}
      onPointerEnter={preloadRules}
      noValidate
    >
      <DeviceIdField
        id={field('device')}
        label={t('form.deviceLabel')}
        hint={t('form.deviceHint')}
        value={deviceId}
        onChange={setTypedDevice}
        locked={referenced !== null}
        lockedHint={t('form.deviceLocked')}
        error={errors.deviceid}
      />
      <TextField
        id={field('name')}
        name="playlistName"
        label={t('form.nameLabel')}
        placeholder={t('form.namePlaceholder')}
        value={fields.name}
        onChange={(event) => set('name')(event.target.value)}
        maxLength={100}
        error={errors.playlistName}
        required
      />
      <fieldset className="mode-picker">
        <legend>{t('form.modeLegend')}</legend>
        <div className="mode-options">
          {modes.map((option) => (
            <label key={option} className="mode-option">
              <input
                type="radio"
                name="mode"
                value={option}
                checked={mode === option}
                onChange={() => chooseMode(option)}
              />
              <span>{t(`form.modes.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'm3u' ? (
        <TextField
          id={field('m3u')}
          name="m3uUrl"
          type="url"
          dir="ltr"
          label={t('form.m3uLabel')}
          hint={t('form.m3uHint')}
          placeholder={t('form.m3uPlaceholder')}
          value={fields.m3uUrl}
          onChange={(event) => set('m3uUrl')(event.target.value)}
          maxLength={2048}
          autoComplete="off"
          error={errors.m3uUrl}
          required
        />
      ) : null}
      {mode === 'xtream' ? (
        <TextField
          id={field('host')}
          name="host"
          type="url"
          dir="ltr"
          label={t('form.hostLabel')}
          placeholder={t('form.hostPlaceholder')}
          value={fields.host}
          onChange={(event) => set('host')(event.target.value)}
          maxLength={2048}
          autoComplete="off"
          error={errors.host}
          required
        />
      ) : null}
      {mode === 'code' ? (
        <TextField
          id={field('code')}
          name="hostCode"
          inputMode="numeric"
          dir="ltr"
          label={t('form.codeLabel')}
          hint={t('form.codeHint')}
          value={fields.hostCode}
          onChange={(event) => set('hostCode')(formatHostCodeInput(event.target.value))}
          maxLength={hostCodeLength}
          autoComplete="off"
          error={errors.hostCode}
          required
        />
      ) : null}
      {mode !== 'm3u' ? (
        <div className="field-row">
          <TextField
            id={field('username')}
            name="username"
            label={t('form.usernameLabel')}
            value={fields.username}
            onChange={(event) => set('username')(event.target.value)}
            maxLength={255}
            autoComplete="off"
            error={errors.username}
            required
          />
          <TextField
            id={field('password')}
            name="password"
            type="password"
            label={t('form.passwordLabel')}
            value={fields.password}
            onChange={(event) => set('password')(event.target.value)}
            maxLength={255}
            autoComplete="off"
            error={errors.password}
            required
          />
        </div>
      ) : null}
      <TextField
        id={field('guide')}
        name="epgUrl"
        type="url"
        inputMode="url"
        dir="ltr"
        label={t('form.guideLabel')}
        // In code mode the details are always hidden, and the guide's address with them.
        hint={mode === 'code' || hide ? t('form.guideHintHidden') : t('form.guideHint')}
        placeholder={t('form.guidePlaceholder')}
        value={fields.epgUrl}
        onChange={(event) => set('epgUrl')(event.target.value)}
        maxLength={2048}
        autoComplete="off"
        error={errors.epgUrl}
      />
      {mode !== 'code' ? (
        <CheckboxField
          id={field('hide')}
          name="hidePlaylistInfo"
          label={t('form.hideLabel')}
          checked={hide}
          onChange={(event) => setHide(event.target.checked)}
          error={undefined}
        />
      ) : null}
      <SubmitButton sending={sending} label={t('form.submit')} sendingLabel={t('form.sending')} />
      <div aria-live="polite">
        {result ? (
          <p
            className={`status status-${result.kind === 'success' ? 'success' : 'error'}`}
            role={result.kind === 'error' ? 'alert' : 'status'}
          >
            {result.text}
            {result.toDashboard ? (
              <>
                {' '}
                <a href={brand.dashboardUrl} target="_blank" rel="noopener">
                  {t('result.dashboardLink')}
                  <span className="visually-hidden"> ({tCommon('header.newTab')})</span>
                </a>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
    </form>
  );
}
