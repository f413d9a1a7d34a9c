// Users list column filters (maintenance §2): Username, First name, Last name as text (1000 ms
// debounce, case-insensitive substring on the server); Type and Status as checkboxes, set together.
// Setting one column's filter replaces the others.
import { Checkbox, FormControlLabel, FormGroup, FormLabel, TextField } from '@mui/material';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { UserStatus, UserType } from '../../../../schemas/enums';
import { useCurrentUser } from '../../account/currentUser';
import { enumLabelKey } from '../../engine/enumChoices';
import type { ColumnHeaderProps } from '../../engine/entityUi';
import { ColumnFilterHeader } from './ColumnFilterHeader';

const DEBOUNCE_MS = 1000;

const TextFilter = ({ source }: { source: string }) => {
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState<string>(filterValues[source] ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFilters(value.trim() ? { [source]: value.trim() } : {}, undefined, false), DEBOUNCE_MS);
  };
  return (
    <TextField
      autoFocus
      size="small"
      fullWidth
      value={text}
      onChange={(event) => change(event.target.value)}
      slotProps={{ htmlInput: { 'data-testid': `filter-${source}` } }}
    />
  );
};

export const textFilterHeader = (source: string): ComponentType<ColumnHeaderProps> => {
  const Header = ({ label, sortSource }: ColumnHeaderProps) => {
    const { filterValues } = useListContext();
    return (
      <ColumnFilterHeader label={label} sortSource={sortSource} active={!!filterValues[source]}>
        <TextFilter source={source} />
      </ColumnFilterHeader>
    );
  };
  return Header;
};

const STATUSES = [UserStatus.Active, UserStatus.Inactive, UserStatus.Locked, UserStatus.Deleted];

const TypeStatusFilter = () => {
  const translate = useTranslate();
  const user = useCurrentUser();
  const { filterValues, setFilters } = useListContext();
  const types = [...(user?.type === UserType.SysAdmin ? [UserType.SiteAdmin] : []), UserType.DispatchManager, UserType.Driver];
  const chosen = { type: (filterValues.type ?? []) as number[], status: (filterValues.status ?? []) as number[] };
  const toggle = (key: 'type' | 'status', value: number) => {
    const next = { ...chosen, [key]: chosen[key].includes(value) ? chosen[key].filter((v) => v !== value) : [...chosen[key], value] };
    setFilters(Object.fromEntries(Object.entries(next).filter(([, list]) => list.length > 0)), undefined, false);
  };
  const group = (key: 'type' | 'status', values: number[], enumName: string) => (
    <FormGroup sx={{ mb: 1 }}>
      <FormLabel>{translate(`users_filter.${key}`)}</FormLabel>
      {values.map((v) => (
        <FormControlLabel
          key={v}
          label={translate(enumLabelKey(enumName, v))}
          control={<Checkbox size="small" checked={chosen[key].includes(v)} onChange={() => toggle(key, v)} />}
        />
      ))}
    </FormGroup>
  );
  return (
    <>
      {group('type', types, 'UserType')}
      {group('status', STATUSES, 'UserStatus')}
    </>
  );
};

export const TypeStatusHeader = ({ label, sortSource }: ColumnHeaderProps) => {
  const { filterValues } = useListContext();
  return (
    <ColumnFilterHeader label={label} sortSource={sortSource} active={!!filterValues.type || !!filterValues.status}>
      <TypeStatusFilter />
    </ColumnFilterHeader>
  );
};
