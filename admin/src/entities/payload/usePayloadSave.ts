// Saves the payload manager's form (POST /Payload, operations §5, §8): 'Payload updated
// successfully' (2 s) and the asset let go; on failure 'Payload update failed, Please see logs',
// with the cause in the console, and the server's 400 details on the fields they name (the asset's
// on the picker, the others on the form).
import { useCallback } from 'react';
import { FleetError, fleet } from '../../api/fleet';
import { useToast } from '../../ui/useToast';
import { saveBody, type ManagerValues } from './managerForm';
import { detailsByField } from './payloadForm';

interface SaveHandlers {
  onSaved: () => void;
  onAssetError: (message: string) => void;
}

export function usePayloadSave(assetId: number | undefined, { onSaved, onAssetError }: SaveHandlers) {
  const toast = useToast();
  return useCallback(
    /** Field errors for the form (react-admin's onSubmit answer), else undefined. */
    async (values: ManagerValues): Promise<Record<string, string> | undefined> => {
      if (assetId === undefined) return undefined;
      try {
        await fleet.post('/Payload', saveBody(assetId, values), { quiet: true });
      } catch (error) {
        console.error('Payload update failed', error);
        toast.bottom('payloads.save_failed', 'error');
        if (!(error instanceof FleetError) || error.status !== 400) return undefined;
        const { assetId: assetError, ...fields } = detailsByField(error.details);
        if (assetError) onAssetError(assetError);
        return Object.keys(fields).length ? fields : undefined;
      }
      toast.bottom('payloads.saved', 'success');
      onSaved();
      return undefined;
    },
    [assetId, toast, onSaved, onAssetError],
  );
}
