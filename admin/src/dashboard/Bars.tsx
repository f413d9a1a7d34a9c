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
  onBar: (seriesId: string, index: number) => void;
}

export const Bars = ({ series, xAxis, yAxis, horizontal, onBar }: BarsProps) => {
  const layout = horizontal ? ('horizontal' as const) : ('vertical' as const);
  return (
    // no height: the chart fills its card's body (ChartCard.tsx), what the legend leaves of it
    <ChartsDataProvider
      series={series.map((s) => ({ ...s, type: 'bar' as const, layout }))}
      xAxis={[{ id: 'x', ...xAxis }]}
      yAxis={[{ id: 'y', ...yAxis }]}
    >
      <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }} hideLegend={series.length < 2}>
        {series.length > 1 && <ChartsLegend />}
        <ChartsSurface>
          <BarPlot onItemClick={(_, item) => onBar(String(item.seriesId), item.dataIndex)} />
          <ChartsXAxis axisId="x" />
          <ChartsYAxis axisId="y" />
        </ChartsSurface>
      </ChartsWrapper>
    </ChartsDataProvider>
  );
};
