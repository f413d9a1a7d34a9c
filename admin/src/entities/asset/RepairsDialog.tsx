// The asset repairs dialog (operations §2): a Control tab, open to every user who reaches the
// list, for the repair type, technician, ETA, defect severity, complaint, preventive-maintenance
// info, status and status notes. "None" (0) clears a repair value. Saved with POST /Asset, whose
// history records it as a repair; 'Asset Update Completed' or 'Asset Repair Update Failure,
// Please see logs'.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs } from '@mui/material';
import { Form, SaveButton, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { fleet } from '../../api/fleet';
import { EditorSectionView } from '../../engine/EditorSectionView';
import type { EditorSection } from '../../engine/entityUi';
import type { EntitySchema } from '../../engine/schemaTypes';
import { FORM_DIALOG_SX } from '../../ui/formDialog';
import { useToast } from '../../ui/useToast';

const CONTROL: EditorSection = {
  key: 'control',
  props: ['repairType', 'repairTech', 'repairETA', 'defectSeverity', 'assetStatus', 'defectComplaint', 'pMInfo', 'statusNotes'],
};

interface RepairsDialogProps {
  schema: EntitySchema;
  asset: RaRecord;
  onClose: () => void;
}

export const RepairsDialog = ({ schema, asset, onClose }: RepairsDialogProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const save = async (values: Record<string, unknown>) => {
    try {
      await fleet.post('/Asset', values, { quiet: true });
      toast.bottom('assets.repair_saved', 'success');
      refresh();
      onClose();
    } catch (error) {
      console.error('Asset repair update failed:', error);
      toast.bottom('assets.repair_failed', 'error');
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="repairs-title" sx={FORM_DIALOG_SX}>
      <Form record={asset} onSubmit={save} noValidate disableInvalidFormNotification>
        <DialogTitle id="repairs-title">{translate('assets.repairs_title', { unit: asset.assetModelId })}</DialogTitle>
        <DialogContent dividers>
          <Tabs value="control" sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Tab value="control" label={translate('assets.control')} />
          </Tabs>
          <EditorSectionView schema={schema} section={CONTROL} ui={undefined} isNew={false} showHeading={false} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.action.cancel')}</Button>
          <SaveButton alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
