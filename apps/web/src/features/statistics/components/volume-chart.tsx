import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { ProductVolumeStats } from '@fuel/domain/contracts/statistics';
import { formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { VOLUME_DECIMALS } from '../../../ui/account-ranking/ranking-text';
import { bucketAxisLabel, bucketLabel } from '../bucket-label';

/** Theme colours for the products, in turn (Mantine's palette through its CSS variables). */
const PRODUCT_COLOURS = ['blue', 'teal', 'orange', 'grape', 'cyan', 'lime', 'red', 'indigo', 'yellow', 'pink'] as const;
export const productColour = (index: number) =>
  `var(--mantine-color-${PRODUCT_COLOURS[index % PRODUCT_COLOURS.length]}-6)`;

const CHART_HEIGHT = 300;

/** The product volumes per bucket as stacked bars (Recharts, as market info), one colour per product. */
export function VolumeChart({ stats }: { stats: ProductVolumeStats }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const cbm = (v: number) => formatNumber(v, { brand: brand.id, decimals: VOLUME_DECIMALS });
  const data = stats.buckets.map((b) => ({
    axis: bucketAxisLabel(stats.bucket, b),
    label: bucketLabel(stats.bucket, b),
    ...Object.fromEntries(b.volumes.map((v) => [`p${v.productId}`, v.volume])),
  }));
  return (
    <figure
      role="img"
      aria-label={t('statistics.volume.chartLabel', { bucket: t(`statistics.bucket.${stats.bucket}`) })}
      style={{ margin: 0, minHeight: CHART_HEIGHT }}
      data-testid="volume-chart"
      data-buckets={data.length}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-gray-3)" vertical={false} />
          <XAxis dataKey="axis" tick={{ fontSize: 12 }} minTickGap={8} />
          <YAxis
            width={64}
            tick={{ fontSize: 12 }}
            tickFormatter={(v: number) => formatNumber(v, { brand: brand.id, decimals: 0 })}
          />
          <Tooltip
            labelFormatter={(_, payload) => (payload?.[0]?.payload as { label?: string } | undefined)?.label ?? ''}
            formatter={(value, name) => [`${cbm(Number(value))} cbm`, name]}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {stats.products.map((p, i) => (
            <Bar
              key={p.id}
              dataKey={`p${p.id}`}
              name={p.name}
              stackId="volume"
              fill={productColour(i)}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
