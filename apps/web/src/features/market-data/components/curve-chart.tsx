import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../brands/brand-context';
import { formatPrice } from './format';

/** One priced month of the curve: future month (x axis), contract month (tooltip) and price. */
export type CurvePoint = { month: string; contract: string; price: number | null };

/** The forward curve as a line chart by month (USD/t). */
export function CurveChart({ data }: { data: CurvePoint[] }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <figure role="img" aria-label={t('marketInfo.curveChartLabel')} style={{ margin: 0, minHeight: 260 }}>
      <ResponsiveContainer width="100%" height={260}>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-gray-3)" />
          <XAxis dataKey="month" tick={{ fontSize: 12 }} />
          <YAxis
            domain={['auto', 'auto']}
            width={72}
            tick={{ fontSize: 12 }}
            tickFormatter={(value: number) => formatPrice(value, 'ICE/GAS', brand.id)}
          />
          <Tooltip
            labelFormatter={(label, payload) => `${label} · ${String(payload[0]?.payload?.contract ?? '')}`}
            formatter={(value) => [
              `${formatPrice(Number(value), 'ICE/GAS', brand.id)} ${t('marketInfo.unitUsdPerTonne')}`,
              t('marketInfo.price'),
            ]}
          />
          <Line
            type="monotone"
            dataKey="price"
            stroke="var(--mantine-primary-color-filled)"
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
