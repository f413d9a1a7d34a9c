import type { FormValues } from '../../engine/entityUi';

/** The Lookup Manager route ends with the group: /…/lookup/edit/{id}/{groupId}. */
export const lookupEditSuffix = (record: FormValues) => `/${record.lookupGroupType ?? 0}`;
