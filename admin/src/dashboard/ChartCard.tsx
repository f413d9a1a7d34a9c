// A dashboard card: its title, the chart, and the same figures as a table behind a toggle (the
// chart's text alternative). Loading, failure and an empty figure say so in the card.
import BarChartIcon from '@mui/icons-material/BarChart';
import TableRowsIcon from '@mui/icons-material/TableRows';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CARD_BODY_HEIGHT } from './cardsGrid';

export interface ChartCardProps {
  /** The card's name in tests (data-testid `dashboard-<id>`). */
  id: string;
  title: string;
  subheader?: string;
  loading: boolean;
  failed: boolean;
  empty: boolean;
  /** The table's column heads and rows: the figures the chart shows. */
  columns: string[];
  rows: (string | number)[][];
  chart: ReactNode;
}

export const ChartCard = ({ id, title, subheader, loading, failed, empty, columns, rows, chart }: ChartCardProps) => {
  const translate = useTranslate();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const toggle = translate(asTable ? 'dashboard.show_chart' : 'dashboard.show_table');
  const body = loading ? (
    <CircularProgress size={28} aria-label={title} />
  ) : failed ? (
    <Typography color="error">{translate('dashboard.failed')}</Typography>
  ) : empty ? (
    <Typography color="text.secondary">{translate('dashboard.no_data')}</Typography>
  ) : asTable ? (
    <Box sx={{ maxHeight: '100%', overflow: 'auto', width: '100%' }}>
      <Table size="small" aria-labelledby={titleId} data-testid={`dashboard-${id}-table`}>
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={c} align={i ? 'right' : 'left'}>
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, r) => (
            <TableRow key={r}>
              {row.map((cell, i) => (
                <TableCell key={i} align={i ? 'right' : 'left'}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  ) : (
    <Box sx={{ width: '100%', height: '100%', minWidth: 0 }} role="figure" aria-labelledby={titleId} data-testid={`dashboard-${id}-chart`}>
      {chart}
    </Box>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%', minWidth: 0 }} data-testid={`dashboard-${id}`}>
      <CardHeader
        title={title}
        // every card keeps a subheader's line, so that all are as tall as their placeholder (CardsPlaceholder.tsx)
        subheader={subheader ?? '\u00a0'}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', id: titleId }, subheader: { variant: 'caption' } }}
        action={
          <Tooltip title={toggle}>
            <span>
              <IconButton
                aria-label={toggle}
                aria-pressed={asTable}
                onClick={() => setAsTable((t) => !t)}
                disabled={loading || failed || empty}
              >
                {asTable ? <BarChartIcon /> : <TableRowsIcon />}
              </IconButton>
            </span>
          </Tooltip>
        }
        sx={{ pb: 0 }}
      />
      <CardContent sx={{ height: CARD_BODY_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center', pt: 1 }}>
        {body}
      </CardContent>
    </Card>
  );
};
