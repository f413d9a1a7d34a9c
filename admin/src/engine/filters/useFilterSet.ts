// A user's saved filter set of one screen (maintenance §2, §7): read once with GET
// /User/Filters/{userId} (every screen's set in one answer, shared by the screens through the
// query cache) and saved with the screen's own call (x-filters.saved: /User/AssetFilters…). The
// screen shows the new filters at once; a save that fails says 'Failed to save Filters' and puts
// the previous ones back.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Filter } from '../../../../schemas/types.generated';
import { fleet } from '../../api/fleet';
import { useCurrentUser } from '../../account/currentUser';
import { useToast } from '../../ui/useToast';
import type { FilterScreenSchema } from '../schemaTypes';

type FilterSets = Record<string, Filter[]>;

/** Every filter set of the user: one query the filter screens share, and the shell starts early (bootLoads.ts). */
export const filterSetsQuery = (userId: number | undefined) => ({
  queryKey: ['userFilters', userId],
  queryFn: () => fleet.get<FilterSets>(`/User/Filters/${userId}`),
  staleTime: Infinity,
});

/** The set's name in GET /User/Filters (assetFilters); a screen without a name has none of its own ('Filters', never saved). */
const setNameOf = ({ screen = '' }: FilterScreenSchema) => `${screen.charAt(0).toLowerCase()}${screen.slice(1)}Filters`;

export function useFilterSet(screen: FilterScreenSchema) {
  const user = useCurrentUser();
  const client = useQueryClient();
  const toast = useToast();
  const query = filterSetsQuery(user?.id);
  const key = query.queryKey;
  const { data } = useQuery({ ...query, enabled: !!user });
  const name = setNameOf(screen);

  const save = useCallback(
    async (filters: Filter[]) => {
      if (!user) return;
      const before = client.getQueryData<FilterSets>(key);
      client.setQueryData<FilterSets>(key, (sets) => ({ ...sets, [name]: filters }));
      try {
        await fleet.post(`/${screen.saved ?? `User/${screen.screen}Filters`}`, { userId: user.id, filters }, { quiet: true });
      } catch (error) {
        console.error('Failed to save Filters', error);
        client.setQueryData(key, before);
        toast.bottom('filters.save_failed', 'error');
      }
    },
    // the key is derived from the user id
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [user?.id, name, screen.saved, client, toast],
  );

  return { filters: data?.[name], save };
}
