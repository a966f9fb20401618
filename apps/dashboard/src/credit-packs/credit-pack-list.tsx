import Sell from '@mui/icons-material/Sell';
import { Box, Chip, Typography } from '@mui/material';
import type { CreditPack } from '@vela/api-client';
import { CreateButton, FunctionField, List, TopToolbar, useTranslate } from 'react-admin';
import { CountField } from '../i18n/count-field.tsx';
import { InstantField } from '../i18n/instant-field.tsx';
import { Money } from '../i18n/money.tsx';
import { HiddenHeading } from '../layout/hidden-heading.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';

/** Whether resellers may buy the pack now, or it was taken off sale. */
function SaleChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={translate(active ? 'credits.packs.statuses.active' : 'credits.packs.statuses.retired')}
    />
  );
}

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton label="credits.packs.create" />
    </TopToolbar>
  );
}

/** The prompt of an empty list, with the way to add the first pack. */
function NoPacks() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Sell sx={{ fontSize: 64 }} color="disabled" aria-hidden />
      <Typography variant="h5" component="h2" gutterBottom>
        {translate('credits.packs.empty')}
      </Typography>
      <Typography gutterBottom>{translate('credits.packs.empty_hint')}</Typography>
      <CreateButton variant="contained" label="credits.packs.create" />
    </Box>
  );
}

/**
 * Operators: every pack of credits, the smallest first, on sale or retired; each opens its form. A table on
 * wider screens, a simple list on phones.
 */
export function CreditPackList() {
  const translate = useTranslate();
  const title = translate('credits.packs.title');
  const fields = 'credits.packs.fields';
  return (
    <>
      <HiddenHeading>{title}</HiddenHeading>
      <List
        title={title}
        sort={{ field: 'credits', order: 'ASC' }}
        actions={<ListActions />}
        empty={<NoPacks />}
        exporter={false}
      >
        <ResponsiveList<CreditPack>
          label={title}
          phone={{
            primaryText: (pack) => translate('credits.balance.value', { smart_count: pack.credits }),
            secondaryText: (pack) => <Money amount={pack.price} currency={pack.currency} />,
            tertiaryText: (pack) => <SaleChip active={pack.active} />,
          }}
          rowClick="edit"
        >
          <CountField source="credits" label={`${fields}.credits`} textAlign="right" />
          <FunctionField<CreditPack>
            source="price"
            label={`${fields}.price`}
            textAlign="right"
            render={(pack) => <Money amount={pack.price} currency={pack.currency} />}
          />
          <FunctionField<CreditPack>
            source="active"
            label={`${fields}.active`}
            sortable={false}
            render={(pack) => <SaleChip active={pack.active} />}
          />
          <InstantField source="updated_at" label={`${fields}.updated_at`} sortable={false} showTime />
        </ResponsiveList>
      </List>
    </>
  );
}
