// The security event log list: newest first, the event filter set (date, event, by, subject,
// address), the column chooser, Export (SecurityEventsReport.csv) and Refresh. Nothing here edits.
import { useTranslate } from 'react-admin';
import { FilterScreenList } from '../../engine/FilterScreenList';
import { useSchemas } from '../../engine/SchemaProvider';
import { PleaseWait } from '../../ui/PleaseWait';

const SecurityEventList = () => {
  const translate = useTranslate();
  const schema = useSchemas().schemas?.securityEvent;
  if (!schema) return <PleaseWait />;
  return (
    <FilterScreenList
      schema={schema}
      resource="securityEvent"
      screen="securityEvents"
      title={translate('menu.security_events')}
      rowActions={null}
      onAdd={null}
      hideAdd
    />
  );
};

export default SecurityEventList;
