import CategoryIcon from '@mui/icons-material/Category';
import { Menu, useTranslate } from 'react-admin';
import { useCurrentUser } from '../account/currentUser';
import { useSchemas } from './SchemaProvider';
import { schemaMenuEntries } from './schemaMenu';

/** Menu entries of entities whose schema asks for one (x-menu) in the user's area (schemaMenu.ts). */
export const SchemaMenuItems = () => {
  const translate = useTranslate();
  const { schemas } = useSchemas();
  const entries = schemaMenuEntries(schemas, useCurrentUser()?.type);
  return (
    <>
      {entries.map((e) => (
        <Menu.Item key={e.key} to={e.route} primaryText={translate(e.labelKey, { _: e.label })} leftIcon={<CategoryIcon />} />
      ))}
    </>
  );
};
