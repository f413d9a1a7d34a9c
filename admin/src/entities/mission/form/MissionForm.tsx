// The mission form (operations §2 "Mission form", §5) at /dispatch/mission/edit/{id}, 0 for a
// new mission: the generic editor over the mission schema with the form's own inputs. Save and
// Delete return to the board; the server's field errors show on their fields.
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router';
import { SchemaEditor } from '../../../engine/SchemaEditor';
import { useSchemas } from '../../../engine/SchemaProvider';
import { useWorkingCompany } from '../../../engine/workingCompany';
import { PleaseWait } from '../../../ui/PleaseWait';
import { MISSION_BOARD_PATH } from '../board/boardPaths';
import { missionEditor } from './missionEditor';

/** A new mission may come with its asset and source location chosen (?assetId=&sourceLocationId=, from the yard view). */
const PREFILLED = ['assetId', 'sourceLocationId'];
const prefilled = (search: URLSearchParams) =>
  Object.fromEntries(PREFILLED.map((k) => [k, Number(search.get(k))]).filter(([, v]) => Number.isInteger(v) && (v as number) > 0));

const MissionForm = () => {
  const translate = useTranslate();
  const schema = useSchemas().schemas?.mission;
  const company = useWorkingCompany();
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  if (!schema) return <PleaseWait />;
  const recordId = Number.isInteger(id) && id > 0 ? id : 0;
  return (
    <SchemaEditor
      key={recordId}
      schema={schema}
      ui={missionEditor}
      id={recordId}
      title={translate('missions.form_title')}
      listPath={MISSION_BOARD_PATH}
      // the lookups and assets offered are the company's; the server takes the company from the asset
      defaults={{ companyId: company, notes: '', ...(recordId ? {} : prefilled(search)) }}
    />
  );
};

export default MissionForm;
