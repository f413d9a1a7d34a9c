// The Search Contents tab of the payload manager (operations §2 "Payload manager", §7): the current
// payload of every asset in reach (POST /Payloads), one column per content type, the payload
// filter set (content type and quantity among its filters) in the shared chip bar, the column
// chooser, Export (PayloadReport.csv), paging, and a history icon per row.
import { FilterScreenList } from '../../engine/FilterScreenList';
import { useSchemas } from '../../engine/SchemaProvider';
import { PleaseWait } from '../../ui/PleaseWait';
import { useContentColumns } from './useContentColumns';
import { HistoryAction } from './HistoryAction';

export const PayloadSearch = () => {
  const schema = useSchemas().schemas?.payload;
  const showColumns = useContentColumns(schema?.['x-rest'] ?? 'payloads');
  if (!schema || !showColumns) return <PleaseWait />;
  return (
    <FilterScreenList
      schema={schema}
      screen="payloads"
      // the manager's banner heads the tab
      title=""
      rowActions={<HistoryAction />}
      hideAdd
      onAdd={null}
      showColumns={showColumns}
      editPathOf={() => null}
    />
  );
};
