import PersonSearch from '@mui/icons-material/PersonSearch';
import { IconButton, Tooltip } from '@mui/material';
import type { AdminUser } from '@vela/api-client';
import type { MouseEvent } from 'react';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { dashboardBase } from '../providers/auth-client.ts';
import { customerPath } from './paths.ts';

/** A small link to the whole customer, beside an e-mail address on operators' screens. */
export function CustomerLink({ id, email }: { id: string; email?: string | null }) {
  const translate = useTranslate();
  const label = translate('customers.open', { email: email ?? id });
  return (
    <Tooltip title={label}>
      <IconButton
        component={Link}
        to={`${dashboardBase}${customerPath(id)}`}
        size="small"
        aria-label={label}
        onClick={(event: MouseEvent) => event.stopPropagation()}
      >
        <PersonSearch fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** The user page's way to the whole customer. */
export function CustomerPageButton() {
  const record = useRecordContext<AdminUser>();
  if (!record) return null;
  return (
    <Button component={Link} to={`${dashboardBase}${customerPath(record.id)}`} label="customers.open_page">
      <PersonSearch />
    </Button>
  );
}
