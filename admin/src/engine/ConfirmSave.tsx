// A save the server refused until the user confirms it (EditorUi.confirmations): the question is
// the server's own words, and Confirm saves the form again with the server's override flag — the
// same values, through the editor's own save, so its redirect and messages follow as for any save.
import { Confirm, useSaveContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { SaveConfirmation } from './entityUi';

export interface PendingConfirmation extends SaveConfirmation {
  /** What the server said was wrong, in the user's language. */
  message: string;
}

export const ConfirmSave = ({ pending, onClose }: { pending: PendingConfirmation | null; onClose: () => void }) => {
  const { save, saving } = useSaveContext();
  const { getValues } = useFormContext();
  if (!pending) return null;
  const confirm = async () => {
    onClose();
    await save?.({ ...getValues(), [pending.flag]: true });
  };
  return (
    <Confirm
      isOpen
      loading={saving}
      title={pending.title}
      content={pending.message}
      confirm={pending.confirm}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};
