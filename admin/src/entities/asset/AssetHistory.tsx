// The asset change history (operations §2 "Asset change history") at /…/asset/audit/{id}: the
// generic history of an audited entity (engine/SchemaHistory.tsx) with the asset's own heading
// ('Asset History - <Unit ID>'), empty text ('No Asset History'), Back to the asset list and
// remembered pagination.
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { useArea } from '../../engine/paths';
import { SchemaHistory } from '../../engine/SchemaHistory';
import { useSchemas } from '../../engine/SchemaProvider';
import { PleaseWait } from '../../ui/PleaseWait';
import { assetListPath } from './assetPaths';

const AssetHistory = () => {
  const translate = useTranslate();
  const area = useArea();
  const assetId = Number(useParams().id);
  const asset = useSchemas().schemas?.asset;
  if (!asset) return <PleaseWait />;
  return (
    <SchemaHistory
      schema={asset}
      id={assetId}
      back={assetListPath(area)}
      screen="assetHistory"
      titleOf={(record) => translate('assets.history_title', { unit: record?.assetModelId ?? `#${assetId}` })}
      emptyText={translate('assets.no_history')}
    />
  );
};

export default AssetHistory;
