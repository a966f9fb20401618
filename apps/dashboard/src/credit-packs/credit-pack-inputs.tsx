import { creditPackCreditsMax } from '@vela/validation';
import { BooleanInput, NumberInput, SaveButton, TextInput, Toolbar } from 'react-admin';
import { identInputProps } from '../ident/ident.tsx';

/** The fields of a pack, shared by its Create and Edit: credits, price, currency, and whether it is on sale. */
export function CreditPackInputs() {
  return (
    <>
      <NumberInput
        source="credits"
        label="credits.packs.fields.credits"
        helperText={false}
        isRequired
        min={1}
        max={creditPackCreditsMax}
        step={1}
        sx={{ width: 240, maxWidth: '100%' }}
      />
      <TextInput
        source="price"
        label="credits.packs.fields.price"
        helperText="credits.packs.help.price"
        isRequired
        sx={{ width: 240, maxWidth: '100%' }}
        slotProps={{ htmlInput: { ...identInputProps, inputMode: 'decimal', maxLength: 11 } }}
      />
      <TextInput
        source="currency"
        label="credits.packs.fields.currency"
        helperText="credits.packs.help.currency"
        sx={{ width: 240, maxWidth: '100%' }}
        slotProps={{ htmlInput: { ...identInputProps, maxLength: 3 } }}
      />
      <BooleanInput
        source="active"
        label="credits.packs.fields.active"
        helperText="credits.packs.help.active"
      />
    </>
  );
}

/** Save alone: a pack is never deleted, only taken off sale. */
export function CreditPackToolbar() {
  return (
    <Toolbar>
      {/* Enabled before any change, so that pressing it shows what is missing. */}
      <SaveButton alwaysEnable />
    </Toolbar>
  );
}
