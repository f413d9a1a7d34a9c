// The dashboard's bar chart, composed from the MUI X Charts parts it uses — the data provider, the
// bars, the two axes and a legend when there are several series — rather than BarChart, whose
// tooltip, toolbar and overlays would add about a tenth to the lazy chunk (the table behind each
// card's toggle gives the values). A bar is a button-like target: a click opens the list.
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import type { BarSeriesType, XAxis, YAxis } from '@mui/x-charts/models';

export interface BarsProps {
  series: Omit<BarSeriesType, 'type' | 'layout'>[];
  xAxis: XAxis;
  yAxis: YAxis;
  /** Bars along the vertical axis (long category names); categories are then on the y axis. */
  horizontal?: boolean;
  /** A bar opens the matching list; none for a card whose bars lead nowhere. */
  onBar?: (seriesId: string, index: number) => void;
}

/**
 * The longest category name under the bars, in characters; a longer one ends in '…' (the card's
 * table has it whole). MUI sizes that axis to its longest name, leaning: a long one left the plot
 * above it shorter than the upright title of the axis beside it, which then lost its ends ('ctivos').
 */
const NAME_CHARS = 18;

const shortName = (value: unknown, context: { location: string }) => {
  const name = [...String(value)];
  return context.location === 'tick' && name.length > NAME_CHARS
    ? `${name
        .slice(0, NAME_CHARS - 1)
        .join('')
        .trimEnd()}…`
    : name.join('');
};

/**
 * Every axis fits its card, in both languages and at any width: the names under the bars are
 * bounded (above), and the value axis at the left is as wide as its longest value and its title
 * (a fixed 48 px cut '1,200' to '1…').
 */
function fitted(xAxis: XAxis, yAxis: YAxis, horizontal: boolean | undefined): [XAxis, YAxis] {
  if (horizontal) return [xAxis, yAxis];
  const names = xAxis.scaleType === 'band' && !xAxis.valueFormatter ? { valueFormatter: shortName } : {};
  return [
    { ...xAxis, ...names },
    { width: 'auto', ...yAxis },
  ];
}

export const Bars = ({ series, xAxis, yAxis, horizontal, onBar }: BarsProps) => {
  const layout = horizontal ? ('horizontal' as const) : ('vertical' as const);
  const [x, y] = fitted(xAxis, yAxis, horizontal);
  return (
    // no height: the chart fills its card's body (ChartCard.tsx), what the legend leaves of it
    <ChartsDataProvider
      series={series.map((s) => ({ ...s, type: 'bar' as const, layout }))}
      xAxis={[{ id: 'x', ...x }]}
      yAxis={[{ id: 'y', ...y }]}
    >
      <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }} hideLegend={series.length < 2}>
        {series.length > 1 && <ChartsLegend />}
        <ChartsSurface>
          <BarPlot onItemClick={onBar && ((_, item) => onBar(String(item.seriesId), item.dataIndex))} />
          <ChartsXAxis axisId="x" />
          <ChartsYAxis axisId="y" />
        </ChartsSurface>
      </ChartsWrapper>
    </ChartsDataProvider>
  );
};
