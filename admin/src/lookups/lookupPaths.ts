import type { FormValues } from '../maintenance/entityUi';

/** The Lookup Manager route ends with the group: /…/lookup/edit/{id}/{groupId}. */
export const lookupEditSuffix = (record: FormValues) => `/${record.lookupGroupType ?? 0}`;
