import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { HiddenHeading } from '../layout/hidden-heading.tsx';
import { CreditPackInputs, CreditPackToolbar } from './credit-pack-inputs.tsx';
import { creditPackBody, validateCreditPack } from './credit-pack-validator.ts';

/** A pack's credits, price and currency, which later purchases pay; or its retirement, switching sale off. */
export function CreditPackEdit() {
  const translate = useTranslate();
  const title = translate('credits.packs.edit_title');
  return (
    <>
      <HiddenHeading>{title}</HiddenHeading>
      <Edit title={title} mutationMode="pessimistic" redirect="list" transform={creditPackBody}>
        <SimpleForm validate={validateCreditPack} toolbar={<CreditPackToolbar />} sx={{ maxWidth: 720 }}>
          <CreditPackInputs />
        </SimpleForm>
      </Edit>
    </>
  );
}
