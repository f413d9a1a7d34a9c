import type { PropInputProps } from '../entityUi';
import { ReferenceArrayTable } from './ReferenceArrayTable';

/** Site Access (users, assets): the company's sites with the spec's columns Site Name, City, State, Zip, Phone. */
export const SiteAccessInput = ({ schema, name, readOnly }: PropInputProps) => (
  <ReferenceArrayTable
    schema={schema}
    reference="site"
    source={name}
    columns={['siteName', 'city', 'state', 'zip', 'phone']}
    disabled={readOnly}
  />
);
