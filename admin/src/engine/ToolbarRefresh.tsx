// A list toolbar's Refresh, the size of the buttons beside it (Columns, Export, Add New):
// react-admin's own is small, 28 px tall among 37 px ones.
import { RefreshButton } from 'react-admin';

export const ToolbarRefresh = () => <RefreshButton size="medium" />;
