import { useRefresh, type Identifier } from 'react-admin';
import { fleet } from '../api/fleet';
import { useToast } from '../ui/useToast';

/**
 * POST /Location/SortOrder or /Lookup/SortOrder: the new order as Key (id) and Value (position
 * from 1), then '{label} Sort Order updated successfully' or '... update failed, Please see logs'.
 */
export function useSortOrderSave(path: string, label: string) {
  const toast = useToast();
  const refresh = useRefresh();
  return async (ids: Identifier[]): Promise<boolean> => {
    try {
      await fleet.post(
        path,
        ids.map((Key, index) => ({ Key, Value: index + 1 })),
        { quiet: true },
      );
      toast.bottom('maintenance.sort_order_updated', 'success', { label });
      refresh();
      return true;
    } catch (error) {
      console.error(`${label} sort order update failed:`, error);
      toast.bottom('maintenance.sort_order_failed', 'error', { label });
      return false;
    }
  };
}
