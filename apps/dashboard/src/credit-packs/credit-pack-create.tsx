import { Create, SimpleForm, useTranslate } from 'react-admin';
import { HiddenHeading } from '../layout/hidden-heading.tsx';
import { CreditPackInputs, CreditPackToolbar } from './credit-pack-inputs.tsx';
import { creditPackBody, validateCreditPack } from './credit-pack-validator.ts';

/** A new pack, on sale unless switched off; in the shop's currency unless another is given. */
export function CreditPackCreate() {
  const translate = useTranslate();
  const title = translate('credits.packs.create_title');
  return (
    <>
      <HiddenHeading>{title}</HiddenHeading>
      <Create title={title} redirect="list" transform={creditPackBody}>
        <SimpleForm
          validate={validateCreditPack}
          defaultValues={{ active: true }}
          toolbar={<CreditPackToolbar />}
          sx={{ maxWidth: 720 }}
        >
          <CreditPackInputs />
        </SimpleForm>
      </Create>
    </>
  );
}
