// Inside the board's list: the banner with the live mark, its buttons and the priority arrows,
// the filter chip bar, and the rows as a table or as cards. Changes reach the board as they
// happen through the shell's live updates (engine/live re-reads the missions' queries), else
// every minute. The selected row is kept by id, so a reload keeps it, and the rows stay mounted,
// so the scroll position stays.
import { useCallback, useMemo, useState } from 'react';
import { useListContext } from 'react-admin';
import type { Filter } from '../../../../../schemas/types.generated';
import { FilterChipBar } from '../../../engine/filters/FilterChipBar';
import type { FilteredMeta } from '../../../engine/dataProvider';
import { EmptyList } from '../../../engine/EmptyList';
import { LiveIndicator } from '../../../engine/live/LiveIndicator';
import { useSchemas } from '../../../engine/SchemaProvider';
import type { EntitySchema } from '../../../engine/schemaTypes';
import { useFirstRowsFirst } from '../../../engine/useFirstRowsFirst';
import { useIsMobile } from '../../../layout/useIsMobile';
import { PageBanner } from '../../../ui/PageBanner';
import { EditableNotes } from '../shared/EditableNotes';
import { NOTES_MIN_WIDTH } from '../shared/missionFields';
import { useOperators } from '../shared/useOperators';
import { useBoardColumns } from './boardCells';
import { BoardToolbar, type BoardToolbarProps } from './BoardToolbar';
import { MissionActions } from './MissionActions';
import { MissionCards } from './MissionCards';
import { MissionTable } from './MissionTable';
import { PriorityArrows } from './PriorityArrows';
import { SiteNamesProvider } from './SiteLocation';
import { usePriorityMoves } from './usePriorityMoves';

/**
 * The rows a first load renders before the others (useFirstRowsFirst): more than the window holds
 * below the board's toolbars, counting 250 px for those and 50 for a row, though a row is taller
 * (at 1280 by 760 eight rows show and eleven render first; at 1920 by 1080, fifteen and seventeen).
 */
const firstRows = () => Math.max(1, Math.ceil((window.innerHeight - 250) / 50));

interface BoardBodyProps extends Omit<BoardToolbarProps, 'meta'> {
  schema: EntitySchema;
  title: string;
  meta: FilteredMeta;
  reload: () => Promise<unknown>;
  filters: Filter[];
  onFilters: (filters: Filter[]) => void;
}

export const BoardBody = ({ schema, title, meta, reload, labelOf, chosen, decl, filters, onFilters }: BoardBodyProps) => {
  const { schemas } = useSchemas();
  const { operators } = useOperators();
  const { isPending } = useListContext();
  const isMobile = useIsMobile();
  const [selected, setSelected] = useState<number | null>(null);
  const onSelect = useCallback((id: number) => setSelected((current) => (current === id ? null : id)), []);
  const moves = usePriorityMoves(meta, reload);
  // the notes' pencil: in the table beside them, on a phone's card among its actions
  const notes = useMemo(() => (isMobile ? undefined : <EditableNotes minWidth={NOTES_MIN_WIDTH} onSaved={reload} />), [isMobile, reload]);
  const columns = useBoardColumns(schemas, schema, chosen.columns, operators, notes);
  const actions = useMemo(() => <MissionActions schema={schema} reload={reload} noteButton={isMobile} />, [schema, reload, isMobile]);
  const View = isMobile ? MissionCards : MissionTable;
  const empty = !isPending && moves.rows.length === 0;
  const rows = useFirstRowsFirst(moves.rows, firstRows());
  return (
    <SiteNamesProvider>
      <PageBanner title={title}>
        <LiveIndicator />
        <BoardToolbar decl={decl} meta={meta} chosen={chosen} labelOf={labelOf} />
        <PriorityArrows selected={selected} ranked={moves.ranked} canMove={moves.canMove} onMove={moves.move} floating={isMobile} />
      </PageBanner>
      <FilterChipBar filters={filters} onChange={onFilters} />
      {empty ? (
        <EmptyList headings={[...columns.map((c) => labelOf(c.name))]} />
      ) : (
        !isPending && (
          <View
            schema={schema}
            rows={rows}
            columns={columns}
            labelOf={labelOf}
            selected={selected}
            onSelect={onSelect}
            actions={actions}
            ranked={moves.ranked}
            canDrag={moves.ranked && !moves.busy}
            onDrop={moves.drop}
          />
        )
      )}
    </SiteNamesProvider>
  );
};
