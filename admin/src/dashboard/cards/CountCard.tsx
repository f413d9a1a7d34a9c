// A card of counts by category in one series (missions by stage, assets by status, repairs by
// severity, moves per driver): bars of `items`, their table, and what a click on a bar opens.
import { Bars } from '../Bars';
import { ChartCard } from '../ChartCard';
import { useFormats } from '../format';

export interface CountItem {
  label: string;
  count: number;
  /** The bar's own colour (a severity's); the theme's first series colour otherwise. */
  colour?: string;
}

interface CountCardProps {
  id: string;
  title: string;
  subheader?: string;
  /** The category axis' name and the count's. */
  axis: string;
  counted: string;
  items: CountItem[];
  loading: boolean;
  failed: boolean;
  /** Bars along the vertical axis, for long names (drivers). */
  horizontal?: boolean;
  onBar: (index: number) => void;
}

export const CountCard = ({ id, title, subheader, axis, counted, items, loading, failed, horizontal, onBar }: CountCardProps) => {
  const f = useFormats();
  const labels = items.map((i) => i.label);
  const colours = items.some((i) => i.colour)
    ? { colorMap: { type: 'ordinal' as const, values: labels, colors: items.map((i) => i.colour!) } }
    : {};
  const categories = { scaleType: 'band' as const, data: labels, label: axis, ...colours };
  const counts = { label: counted, tickMinStep: 1 };
  return (
    <ChartCard
      id={id}
      title={title}
      subheader={subheader}
      loading={loading}
      failed={failed}
      empty={!items.some((i) => i.count)}
      columns={[axis, counted]}
      rows={items.map((i) => [i.label, f.number(i.count)])}
      chart={
        <Bars
          horizontal={horizontal}
          // long category names under the bars lean rather than drop out of sight
          xAxis={horizontal ? counts : { ...categories, height: 'auto', tickLabelStyle: { angle: -30, textAnchor: 'end', fontSize: 11 } }}
          yAxis={horizontal ? { ...categories, width: 110 } : counts}
          series={[{ id, label: counted, data: items.map((i) => i.count) }]}
          onBar={(_, index) => onBar(index)}
        />
      }
    />
  );
};
