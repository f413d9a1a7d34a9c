// One row of the board, memoised: a refresh that brings the same mission (react-query keeps the
// same object for equal data) renders nothing again. The drag handle sits in the first cell, so a
// click elsewhere selects the row for the priority arrows. Sorted by another column the board has
// no ranks to drag between: the cell stays (the columns do not shift) but holds no handle.
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { TableCell, TableRow } from '@mui/material';
import { Draggable, type DraggableProvided, type DraggableStateSnapshot } from '@hello-pangea/dnd';
import { memo, useCallback, useRef, type ReactNode } from 'react';
import { RecordContextProvider, useTranslate, type RaRecord } from 'react-admin';
import type { BoardColumn } from './boardCells';
import { useRenderCount } from './useRenderCount';

export interface MissionRowProps {
  record: RaRecord;
  index: number;
  columns: BoardColumn[];
  selected: boolean;
  onSelect: (id: number) => void;
  actions: ReactNode;
  /** Shows the drag handle (the board is in its priority order). */
  handle: boolean;
  dragDisabled: boolean;
}

/** While dragged, the row leaves the table's flow: its cells keep the widths MissionTable pinned as the drag began. */
const DRAGGING = { display: 'table', tableLayout: 'fixed', bgcolor: 'background.paper', boxShadow: 6 } as const;

const RowView = ({
  record,
  columns,
  selected,
  onSelect,
  actions,
  handle,
  drag,
  snapshot,
}: MissionRowProps & {
  drag: DraggableProvided;
  snapshot: DraggableStateSnapshot;
}) => {
  const translate = useTranslate();
  const own = useRef<HTMLTableRowElement | null>(null);
  const { innerRef } = drag;
  const ref = useCallback(
    (el: HTMLTableRowElement | null) => {
      own.current = el;
      innerRef(el);
    },
    [innerRef],
  );
  useRenderCount(own);
  const id = Number(record.id);
  return (
    <TableRow
      ref={ref}
      {...drag.draggableProps}
      hover
      selected={selected}
      aria-selected={selected}
      onClick={() => onSelect(id)}
      // Enter on a focused row selects it, as a click does (Space on the handle lifts it for a drag)
      tabIndex={0}
      onKeyDown={(e) => e.key === 'Enter' && e.target === e.currentTarget && onSelect(id)}
      data-mission-id={id}
      sx={{ cursor: 'pointer', ...(snapshot.isDragging ? DRAGGING : {}) }}
    >
      {handle ? (
        <TableCell padding="checkbox" {...drag.dragHandleProps} aria-label={translate('missions.board_drag')} sx={{ cursor: 'grab' }}>
          <DragIndicatorIcon fontSize="small" color="action" />
        </TableCell>
      ) : (
        <TableCell padding="checkbox" />
      )}
      <RecordContextProvider value={record}>
        {columns.map((c) => (
          <TableCell key={c.name}>{c.cell}</TableCell>
        ))}
        <TableCell>{actions}</TableCell>
      </RecordContextProvider>
    </TableRow>
  );
};

export const MissionRow = memo(function MissionRow(props: MissionRowProps) {
  return (
    <Draggable draggableId={String(props.record.id)} index={props.index} isDragDisabled={props.dragDisabled}>
      {(drag, snapshot) => <RowView {...props} drag={drag} snapshot={snapshot} />}
    </Draggable>
  );
});
