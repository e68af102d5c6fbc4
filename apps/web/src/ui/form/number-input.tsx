import { useState, type Ref } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_INPUT_DECIMALS } from '@fuel/domain/constants';
import { formatNumber, numberFormatForBrand } from '@fuel/domain/formats/number';
import { readNumberInput, type NumberInputReading } from '@fuel/domain/formats/number-input';
import { useBrand } from '../../brands/brand-context';
import { afterPointerRelease } from './after-pointer-release';
import { numberProblemMessage } from './number-problem-message';

export type NumberInputProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** The number held: null while empty, NaN while the typed text is refused. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** Told the German reason whenever typing makes the text refused (or null when it is fine again). */
  onProblemChange?: (message: string | null) => void;
  /** Decimals allowed (default 2); more are refused with a message, never cut off. */
  decimals?: number;
  /** false: the positive-only variant. Default true. */
  signed?: boolean;
  min?: number;
  max?: number;
  /** Shown after the read value and the limits, e.g. "cbm". */
  unit?: string;
  ref?: Ref<HTMLInputElement>;
};

const holds = (reading: NumberInputReading, value: number | null) =>
  reading.kind === 'empty' ? value === null : reading.kind === 'number' ? reading.value === value : Number.isNaN(value);

/**
 * The one number input of the app (decision 028): reads the brand's format and the other decimal
 * mark where it cannot be a thousands separator, keeps every typed character, says in German why a
 * text is refused and, while the typed text looks different, how it was read ("Gelesen als 12,5").
 * On focus loss a valid text shows formatted; a refused one stays as typed.
 */
export function NumberInput({
  value,
  onChange,
  onProblemChange,
  decimals = DEFAULT_INPUT_DECIMALS,
  signed = true,
  min,
  max,
  unit,
  error,
  description,
  onFocus,
  onBlur,
  ...inputProps
}: NumberInputProps) {
  const { t } = useTranslation();
  const brand = useBrand().id;
  const rules = { brand, decimals, signed, min, max };
  const [draft, setDraft] = useState<string | null>(null);
  const reading = draft === null ? null : readNumberInput(draft, rules);
  // A typed text stays while it stands for the value held; a value set from outside (a reset) shows formatted.
  const typed = draft !== null && reading !== null && holds(reading, value) ? { text: draft, reading } : null;
  const formatted = value === null || !Number.isFinite(value) ? '' : formatNumber(value, { brand, decimals });
  const text = typed ? typed.text : formatted;

  // A refused value whose text is gone (the field was unmounted meanwhile) still says it is refused.
  const refused = typed
    ? typed.reading.kind === 'invalid'
      ? typed.reading.problem
      : null
    : Number.isNaN(value)
      ? ({ code: 'notANumber' } as const)
      : null;
  const problem = refused ? numberProblemMessage(t, refused, { brand, decimals, unit }) : null;
  const readAs =
    typed?.reading.kind === 'number' ? readAsHint(typed.text, typed.reading.value, typed.reading.typedDecimals) : null;

  function readAsHint(typedText: string, read: number, typedDecimals: number): string | null {
    const shown = formatNumber(read, { brand, decimals: Math.min(typedDecimals, 20) });
    const plain = shown.split(numberFormatForBrand(brand).thousands).join('');
    const trimmed = typedText.trim();
    return trimmed === shown || trimmed === plain
      ? null
      : t('numberInput.readAs', { value: unit ? `${shown} ${unit}` : shown });
  }

  return (
    <TextInput
      autoComplete="off"
      inputMode={signed ? 'text' : 'decimal'}
      {...inputProps}
      value={text}
      error={problem ?? error}
      description={readAs ?? description}
      onFocus={(event) => {
        setDraft(text);
        onFocus?.(event);
      }}
      onChange={(event) => {
        const next = event.currentTarget.value;
        const read = readNumberInput(next, rules);
        setDraft(next);
        onChange(read.kind === 'number' ? read.value : read.kind === 'empty' ? null : Number.NaN);
        onProblemChange?.(
          read.kind === 'invalid' ? numberProblemMessage(t, read.problem, { brand, decimals, unit }) : null,
        );
      }}
      onBlur={(event) => {
        // A refused text stays for the person to correct; a valid one shows formatted once a click is over.
        if (typed?.reading.kind !== 'invalid') afterPointerRelease(() => setDraft(null));
        onBlur?.(event);
      }}
    />
  );
}
