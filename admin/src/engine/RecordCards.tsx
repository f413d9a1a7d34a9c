import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Card, CardActions, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { Fragment, type ReactNode, useState } from 'react';
import { RecordContextProvider, useListContext, useRecordContext, useTranslate, type RaRecord } from 'react-admin';

interface RecordCardsProps {
  columns: string[];
  labelOf: (name: string) => string;
  fieldOf: (name: string) => ReactNode;
  /** The row actions (edit, delete), read from the record context. */
  actions: ReactNode;
  /** Content under a card, opened by its own button (the lookups of a group). */
  expand?: ReactNode;
  empty: ReactNode;
  /** The title's label, shown above it: a title that is not a name (a date) says what it is. */
  titleLabel?: string;
  /**
   * The value a line shows, when the line is named by the record's own path ('payloadContentMap.7'):
   * a line with none (isBlank) then takes no space — a phone's screen is short, and
   * a label beside nothing says nothing. The title always shows.
   */
  lineValue?: (record: RaRecord, name: string) => unknown;
  /**
   * The records, when the screen has them already (the driver's missions): then no list context
   * is needed, whose react-admin hook (useList) copies them into its state in an effect, a second
   * render of every card in one go, which a phone's thread pays for as it starts.
   */
  records?: { data: RaRecord[] | undefined; isPending: boolean };
}

/** A value a card line would show nothing for: none, '' or an empty list (an audit entry's changes). */
export const isBlank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** A card's title in bold, under its label when it is no name (a date): the label says what it is. */
export const CardTitle = ({ label, children }: { label?: string; children: ReactNode }) => (
  <>
    {label && (
      <Typography variant="caption" component="div" color="text.secondary" data-testid="card-title-label">
        {label}
      </Typography>
    )}
    <Typography variant="subtitle1" component="div" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  </>
);

const LINES = {
  display: 'grid',
  gridTemplateColumns: 'minmax(110px, max-content) minmax(0, 1fr)',
  columnGap: 1,
  fontSize: 14,
  '& > .RecordCard-label': { typography: 'body2', color: 'text.secondary', maxWidth: 160, m: 0 },
  '& > .RecordCard-value': { minWidth: 0, overflowWrap: 'anywhere' },
} as const;

const OneCard = ({ columns, labelOf, fieldOf, actions, expand, titleLabel, lineValue }: Omit<RecordCardsProps, 'empty'>) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const [first, ...others] = columns;
  const rest = lineValue && record ? others.filter((name) => !isBlank(lineValue(record, name))) : others;
  return (
    <Card variant="outlined" data-testid="record-card">
      <CardContent sx={{ pb: 0 }}>
        <CardTitle label={titleLabel}>{first && fieldOf(first)}</CardTitle>
        {/* one grid for the card: every value starts at the same line, after the widest label
            (at most 160 px: a longer one wraps), not each after its own label. Its lines are plain
            elements styled by the grid's one class: a styled component each would be most of a
            list's work on a phone */}
        <Box data-testid="card-lines" sx={LINES}>
          {rest.map((name) => (
            <Fragment key={name}>
              <p className="RecordCard-label">{labelOf(name)}</p>
              <div className="RecordCard-value">{fieldOf(name)}</div>
            </Fragment>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        {actions}
        {expand && (
          <IconButton
            aria-label={translate(open ? 'ra.action.close' : 'ra.action.expand')}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        )}
      </CardActions>
      {/* its content lines up with the card's own lines (CardContent's 16 px) */}
      {open && <Box sx={{ px: 2, pb: 1 }}>{expand}</Box>}
    </Card>
  );
};

/**
 * A list as cards, for screens under 850 px (react-admin's small-screen list pattern): the first
 * column as the card's title, the others labelled beneath, the row actions always in reach.
 */
export const RecordCards = ({ records, ...cards }: RecordCardsProps) =>
  records ? <CardStack {...records} {...cards} /> : <ListCards {...cards} />;

const ListCards = (cards: Omit<RecordCardsProps, 'records'>) => {
  const { data, isPending } = useListContext();
  return <CardStack data={data} isPending={isPending} {...cards} />;
};

const CardStack = ({ data, isPending, empty, ...card }: Omit<RecordCardsProps, 'records'> & NonNullable<RecordCardsProps['records']>) => {
  if (isPending) return null;
  if (!data?.length) return <>{empty}</>;
  return (
    <Stack spacing={1} data-testid="record-cards">
      {data.map((record: RaRecord) => (
        <RecordContextProvider key={record.id} value={record}>
          <OneCard {...card} />
        </RecordContextProvider>
      ))}
    </Stack>
  );
};
