import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { UserType } from '../../../../schemas/enums';
import { userTypeKey } from '../../i18n/i18nProvider';
import { ALL_ROWS } from '../../engine/inputs/choices';

interface UserTypePolicy {
  userType: number;
  securityParameterId: number;
}

/** The user types that log in to a company and may have a policy of their own. */
const TYPES = [UserType.SiteAdmin, UserType.DispatchManager, UserType.Driver];

/**
 * Company Manager per-user-type policies: pick a type and a policy, Add (only with both), remove
 * per row. A used type is not offered again; the default policy is not offered. No paging.
 */
export const CompanyManagerPolicies = () => {
  const translate = useTranslate();
  const { field } = useInput({ source: 'userTypeSecurityParameters', defaultValue: [] });
  const defaultPolicy = useWatch({ name: 'defaultSecurityParameterId' });
  const { data: policies = [] } = useGetList('securityParameters', { pagination: ALL_ROWS, sort: { field: 'name', order: 'ASC' } });
  const rows: UserTypePolicy[] = Array.isArray(field.value) ? field.value : [];
  const [userType, setUserType] = useState<number | ''>('');
  const [policy, setPolicy] = useState<number | ''>('');
  const freeTypes = TYPES.filter((t) => !rows.some((r) => r.userType === t));
  const offered = policies.filter((p) => p.id !== defaultPolicy);
  const policyName = (id: number) => policies.find((p) => p.id === id)?.name ?? '';

  const add = () => {
    if (userType === '' || policy === '') return;
    field.onChange([...rows, { userType, securityParameterId: policy }]);
    setUserType('');
    setPolicy('');
  };

  return (
    <Box data-testid="user-type-policies" sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
        <TextField
          select
          size="small"
          label={translate('company_manager.user_type')}
          value={userType}
          onChange={(e) => setUserType(Number(e.target.value))}
          fullWidth={false}
          sx={{ minWidth: 240 }}
        >
          {freeTypes.map((t) => (
            <MenuItem key={t} value={t}>
              {translate(userTypeKey(t))}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('company_manager.policy')}
          value={policy}
          onChange={(e) => setPolicy(Number(e.target.value))}
          fullWidth={false}
          sx={{ minWidth: 240 }}
        >
          {offered.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={add} disabled={userType === '' || policy === ''}>
          {translate('company_manager.add')}
        </Button>
      </Box>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('company_manager.user_type')}</TableCell>
            <TableCell>{translate('company_manager.policy')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.userType}>
              <TableCell>{translate(userTypeKey(row.userType))}</TableCell>
              <TableCell>{policyName(row.securityParameterId)}</TableCell>
              <TableCell padding="checkbox">
                <IconButton
                  size="small"
                  aria-label={`${translate('company_manager.remove')} ${translate(userTypeKey(row.userType))}`}
                  onClick={() => field.onChange(rows.filter((r) => r.userType !== row.userType))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
