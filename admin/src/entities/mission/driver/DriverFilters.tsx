// The two filters of the driver's list (operations §2, §6): Mission Type, and Operator — the
// company's drivers and 'All Drivers' (-1), starting at the logged-in driver.
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ALL_DRIVERS } from '../../../../../schemas/filters';
import { useCurrentUser } from '../../../account/currentUser';
import type { Operator } from '../shared/useOperators';
import { useLookups } from '../../../engine/inputs/useLookups';

/** No mission type chosen: every type. */
export const ANY_TYPE = 0;

export interface DriverFiltersProps {
  missionType: number;
  onMissionType: (type: number) => void;
  operator: number;
  onOperator: (operator: number) => void;
  operators: Operator[];
}

/**
 * On a phone the type (a word or two) shares its row with Refresh, and the operator, a person's
 * whole name, takes a row of its own below them; on wide screens both sit beside the title.
 */
const TYPE_FIELD = { flex: { xs: '1 1 0', sm: '0 0 200px' }, minWidth: 0 };
const OPERATOR_FIELD = { flex: { xs: '1 1 100%', sm: '0 0 260px' }, order: { xs: 1, sm: 0 }, minWidth: 0 };

export const DriverFilters = ({ missionType, onMissionType, operator, onOperator, operators }: DriverFiltersProps) => {
  const translate = useTranslate();
  const company = useCurrentUser()?.priCompanyId ?? null;
  const types = useLookups('MissionType', company);
  return (
    <>
      <TextField
        select
        size="small"
        label={translate('missions.driver.mission_type')}
        value={missionType}
        onChange={(e) => onMissionType(Number(e.target.value))}
        fullWidth={false}
        sx={TYPE_FIELD}
      >
        <MenuItem value={ANY_TYPE}>{translate('missions.driver.all_types')}</MenuItem>
        {(types ?? [])
          .filter((t) => t.isActive !== false || t.id === missionType)
          .map((t) => (
            <MenuItem key={t.id} value={t.id} disabled={t.isActive === false}>
              {t.description}
            </MenuItem>
          ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('missions.driver.operator')}
        value={operators.length ? operator : ''}
        onChange={(e) => onOperator(Number(e.target.value))}
        fullWidth={false}
        sx={OPERATOR_FIELD}
      >
        <MenuItem value={ALL_DRIVERS}>{translate('filters.all_drivers')}</MenuItem>
        {operators.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.displayName}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
};
