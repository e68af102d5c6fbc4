import type { TFunction } from 'i18next';
import type { BrandId } from '@fuel/domain/contracts/identity';
import { formatNumber } from '@fuel/domain/formats/number';
import type { NumberInputProblem } from '@fuel/domain/formats/number-input';

type Options = { brand: BrandId; decimals: number; unit?: string };

/** The German reason a number field refuses what was typed (decision 028). */
export function numberProblemMessage(
  t: TFunction,
  problem: NumberInputProblem,
  { brand, decimals, unit }: Options,
): string {
  const show = (value: number, places = decimals) =>
    `${formatNumber(value, { brand, decimals: places })}${unit ? ` ${unit}` : ''}`;
  switch (problem.code) {
    case 'notANumber':
      return t('numberInput.notANumber', { example: show(1234.5, Math.min(decimals, 1)) });
    case 'ambiguous':
      return t('numberInput.ambiguous', {
        asDecimal: show(problem.asDecimal, 3),
        asThousands: show(problem.asThousands, 0),
      });
    case 'tooManyDecimals':
      return problem.decimals === 0
        ? t('numberInput.wholeNumber')
        : t('numberInput.tooManyDecimals', { count: problem.decimals });
    case 'negative':
      return t('numberInput.negative');
    case 'belowMin':
      return t('numberInput.belowMin', { min: show(problem.min) });
    case 'aboveMax':
      return t('numberInput.aboveMax', { max: show(problem.max) });
  }
}
