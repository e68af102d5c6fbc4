import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useBrand } from '../../../brands/brand-context';
import type { chartPoints } from '../live-market-info';
import { formatClock, formatClockShort, formatPrice, symbolLabel } from './format';

/** Line chart of one symbol's recent prices over time (HH:mm axis). */
export function HistoryChart(props: {
  symbol: string;
  data: ReturnType<typeof chartPoints>;
  ticks: number[];
  label: string;
}) {
  const brand = useBrand();
  const { symbol, data } = props;
  return (
    <figure
      role="img"
      aria-label={props.label}
      style={{ margin: 0, minHeight: 300 }}
      data-points={data.length}
      data-testid="market-info-history-chart"
    >
      <ResponsiveContainer width="100%" height={300}>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-gray-3)" />
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            ticks={props.ticks}
            tickFormatter={formatClockShort}
            tick={{ fontSize: 12 }}
          />
          <YAxis
            domain={['auto', 'auto']}
            width={72}
            tick={{ fontSize: 12 }}
            tickFormatter={(value: number) => formatPrice(value, symbol, brand.id)}
          />
          <Tooltip
            labelFormatter={(label) => formatClock(Number(label))}
            formatter={(value) => [formatPrice(Number(value), symbol, brand.id), symbolLabel(symbol)]}
          />
          <Line
            type="linear"
            dataKey="price"
            stroke="var(--mantine-primary-color-filled)"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
