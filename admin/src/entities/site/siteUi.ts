// Site Manager (maintenance §2): the company is read-only once saved. A new site starts in the
// working company and only active companies are offered (both generic rules).
import type { EntityUi } from '../../engine/entityUi';

export const siteUi: EntityUi = {
  listTitleKey: 'menu.sites',
  editor: { readOnlyOnceSaved: ['companyId'] },
};
