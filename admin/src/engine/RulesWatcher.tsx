import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ruleFields, ruleProps } from './validators';
import type { EntitySchema } from './schemaTypes';

/**
 * Once a save has been tried, checks the schema's cross-field rules (x-rules) again as any of
 * their fields changes, so that a rule's message on one field goes (or comes) as the other is
 * corrected: 'End must be after Start' leaves End when Start is moved earlier.
 */
export const RulesWatcher = ({ schema }: { schema: EntitySchema }) => {
  const watched = ruleProps(schema);
  const values = useWatch({ name: watched.length ? watched : ['__noRules'] });
  const { trigger, formState } = useFormContext();
  const key = JSON.stringify(values);
  const seen = useRef(key);
  const submitted = formState.isSubmitted;
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    if (submitted && watched.length) void trigger(ruleFields(schema));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the rules' values change
  }, [key]);
  return null;
};
