import type { BrandId } from '@fuel/domain/contracts/identity';
import { formatNumber } from '@fuel/domain/formats/number';

/** "812 B", "14 KB", "1,8 MB" (brand B: "1.8 MB"): a file's size as a person reads it. */
export function fileSize(bytes: number, brand: BrandId): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${formatNumber(bytes / 1024 / 1024, { brand, decimals: 1 })} MB`;
}
