import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { useState, type ReactNode } from 'react';
import { useTranslate, type Identifier } from 'react-admin';

export interface ReorderItem {
  id: Identifier;
  label: string;
}

interface ReorderDialogProps {
  title: string;
  items: ReorderItem[];
  /** Above the list, e.g. the site whose locations are reordered. Give the dialog a key per item list. */
  header?: ReactNode;
  onClose: () => void;
  /** Receives the ids in their new order. */
  onSave: (ids: Identifier[]) => Promise<void>;
}

const move = (list: ReorderItem[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * Reorder by drag (operations §9: the dialog is the window height minus 112 px). Only the content
 * scrolls: the drag library supports a single scroll parent.
 */
export const ReorderDialog = ({ title, items, header, onClose, onSave }: ReorderDialogProps) => {
  const translate = useTranslate();
  const [current, setCurrent] = useState(items);
  const [saving, setSaving] = useState(false);

  const onDragEnd = ({ source, destination }: DropResult) => {
    if (destination) setCurrent((list) => move(list, source.index, destination.index));
  };
  const save = async () => {
    setSaving(true);
    await onSave(current.map((i) => i.id)).finally(() => setSaving(false));
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { sx: { height: 'calc(100vh - 112px)', overflowY: 'hidden' } } }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>
        {header}
        <DragDropContext onDragEnd={onDragEnd}>
          <Droppable droppableId="reorder">
            {(drop) => (
              <List ref={drop.innerRef} {...drop.droppableProps} dense data-testid="reorder-list">
                {current.map((item, index) => (
                  <Draggable key={item.id} draggableId={String(item.id)} index={index}>
                    {(drag) => (
                      <ListItem
                        ref={drag.innerRef}
                        {...drag.draggableProps}
                        {...drag.dragHandleProps}
                        divider
                        sx={{ bgcolor: 'background.paper' }}
                      >
                        <ListItemIcon sx={{ minWidth: 32 }}>
                          <DragIndicatorIcon fontSize="small" />
                        </ListItemIcon>
                        <ListItemText primary={item.label} />
                      </ListItem>
                    )}
                  </Draggable>
                ))}
                {drop.placeholder}
              </List>
            )}
          </Droppable>
        </DragDropContext>
        {current.length === 0 && <Box sx={{ p: 2 }}>{translate('maintenance.no_results')}</Box>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving || current.length === 0}>
          {translate('app.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
