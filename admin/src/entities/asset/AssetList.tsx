// The asset list (operations §2 "Asset list") at /fleet/assets, /site/assets and /dispatch/assets.
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { FilterScreenList } from '../../engine/FilterScreenList';
import { useArea } from '../../engine/paths';
import { useSchemas } from '../../engine/SchemaProvider';
import { useWorkingCompany } from '../../engine/workingCompany';
import { PleaseWait } from '../../ui/PleaseWait';
import { assetEditPath } from './assetPaths';
import { AssetRowActions } from './AssetRowActions';

const AssetList = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const area = useArea();
  const company = useWorkingCompany();
  const schema = useSchemas().schemas?.asset;
  if (!schema) return <PleaseWait />;
  const canCreate = schema['x-can-create'] !== false;
  return (
    <FilterScreenList
      schema={schema}
      screen="assets"
      title={translate('menu.assets')}
      rowActions={<AssetRowActions schema={schema} />}
      hideAdd={!canCreate}
      onAdd={company ? () => navigate(assetEditPath(area, 0, company)) : null}
      editPathOf={(r) => assetEditPath(area, Number(r.id), r.priCompanyId)}
    />
  );
};

export default AssetList;
