// The Asset Manager (operations §2, maintenance §2, §4–§6): tabs Asset Information and Site Access
// (x-layout of asset.schema.json; Site Access disabled while the primary company is unset), the company from the route for a new asset,
// Save and Delete going back to where the editor was opened. Repair fields belong to the repairs
// dialog, not here.
import { useParams } from 'react-router';
import type { EntityUi, FormValues } from '../../engine/entityUi';
import { SiteAccessInput } from '../../engine/inputs/SiteAccessInput';
import { useWorkingCompany } from '../../engine/workingCompany';
import { AssetLocationInput, PrimaryCompanyInput, UnitIdInput } from './AssetManagerInputs';
import { assetHistoryPath } from './assetPaths';

/** A new asset belongs to the company the screen was opened for (its {company} parameter). */
function useAssetDefaults(): FormValues {
  const { company } = useParams();
  const working = useWorkingCompany();
  const fromRoute = Number(company);
  return { priCompanyId: Number.isInteger(fromRoute) && fromRoute > 0 ? fromRoute : working };
}

export const assetUi: EntityUi = {
  editorTitleKey: 'assets.asset_manager',
  editSuffix: (record) => `/${record.priCompanyId ?? 0}`,
  editor: {
    tabs: true,
    returnToPrevious: true,
    // the sections are the schema's (asset.schema.json x-layout); Site Access waits for the company
    sectionOptions: { siteAccess: { disabled: (values) => !(Number(values.priCompanyId) > 0) } },
    inputs: {
      assetModelId: UnitIdInput,
      priCompanyId: PrimaryCompanyInput,
      assignLocId: AssetLocationInput,
      assetLocId: AssetLocationInput,
      siteAccess: SiteAccessInput,
    },
    useDefaults: useAssetDefaults,
    historyPathOf: assetHistoryPath,
  },
};
