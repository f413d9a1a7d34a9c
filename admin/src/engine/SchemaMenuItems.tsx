import CategoryIcon from '@mui/icons-material/Category';
import { Menu } from 'react-admin';
import { UserType } from '../../../schemas/enums';
import { useCurrentUser } from '../account/currentUser';
import { useSchemas } from './SchemaProvider';

/** The maintenance area of a user type: SysAdmin under /fleet, Company Administrator under /site. */
const areaOf = (type: number | undefined) => (type === UserType.SysAdmin ? 'fleet' : type === UserType.SiteAdmin ? 'site' : null);

/** Menu entries of entities whose schema asks for one (x-menu) in the user's area. */
export const SchemaMenuItems = () => {
  const { schemas } = useSchemas();
  const area = areaOf(useCurrentUser()?.type);
  if (!area) return null;
  const entries = Object.values(schemas ?? {}).filter((s) => s['x-rest'] && s['x-menu']?.areas.includes(area));
  return (
    <>
      {entries.map((s) => (
        <Menu.Item key={s.$id} to={`/${area}/${s['x-rest']!.toLowerCase()}`} primaryText={s['x-menu']!.label} leftIcon={<CategoryIcon />} />
      ))}
    </>
  );
};
