import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import type { BrandId } from '@fuel/domain/contracts/identity';
import { renderWithBrand } from '../../test/render';
import { NumberField } from './number-field';

type Values = { amount: number | null };

type HarnessProps = {
  initial?: number | null;
  decimals?: number;
  signed?: boolean;
  required?: boolean;
  min?: number;
  max?: number;
  unit?: string;
};

function Harness({ initial = null, ...props }: HarnessProps) {
  const form = useForm<Values>({ defaultValues: { amount: initial }, mode: 'onTouched' });
  const amount = form.watch('amount');
  return (
    <>
      <NumberField control={form.control} name="amount" label="Betrag" {...props} />
      <button type="button" onClick={() => form.reset({ amount: 7 })}>
        reset
      </button>
      <output data-testid="value">{amount === null ? 'null' : String(amount)}</output>
    </>
  );
}

async function setup(brand: BrandId, props: Parameters<typeof Harness>[0] = {}) {
  await renderWithBrand(<Harness {...props} />, brand);
  const input = screen.getByLabelText(/Betrag/) as HTMLInputElement;
  const value = () => screen.getByTestId('value').textContent;
  const type = (text: string) => {
    act(() => {
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: text } });
    });
  };
  const blur = () => act(() => fireEvent.blur(input));
  return { input, value, type, blur };
}

describe('NumberField, brand A (comma decimal, dot thousands)', () => {
  it('reads typed text as a number and shows it formatted on focus loss', async () => {
    const { input, value, type, blur } = await setup('A');
    type('1234,5');
    expect(input.value).toBe('1234,5');
    expect(value()).toBe('1234.5');
    blur();
    await waitFor(() => expect(input.value).toBe('1.234,50'));
    expect(value()).toBe('1234.5');
  });

  it('reads 12.5 as 12,5 and says so while the text differs', async () => {
    const { input, value, type, blur } = await setup('A', { decimals: 3 });
    type('12.5');
    expect(input.value).toBe('12.5');
    expect(value()).toBe('12.5');
    expect(screen.getByText('Gelesen als 12,5')).toBeTruthy();
    blur();
    await waitFor(() => expect(input.value).toBe('12,500'));
    expect(screen.queryByText(/Gelesen als/)).toBeNull();
  });

  it('keeps extra decimals as typed and says how many are allowed', async () => {
    const { input, value, type, blur } = await setup('A');
    type('12,3456');
    expect(input.value).toBe('12,3456');
    expect(value()).toBe('NaN');
    expect(screen.getByText('Höchstens 2 Nachkommastellen erlaubt.')).toBeTruthy();
    blur();
    expect(input.value).toBe('12,3456');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps letters and refuses the text with an example', async () => {
    const { input, value, type } = await setup('A');
    type('1a2');
    expect(input.value).toBe('1a2');
    expect(value()).toBe('NaN');
    expect(screen.getByText('Keine gültige Zahl. Beispiel: 1.234,5')).toBeTruthy();
    type('12');
    expect(value()).toBe('12');
    expect(screen.queryByText(/Keine gültige Zahl/)).toBeNull();
  });

  it('accepts its own formatted text again, e.g. after editing', async () => {
    const { input, value, type, blur } = await setup('A');
    type('1.234.567,89');
    expect(value()).toBe('1234567.89');
    expect(screen.queryByText(/Gelesen als/)).toBeNull();
    blur();
    await waitFor(() => expect(input.value).toBe('1.234.567,89'));
  });

  it('shows an initial value formatted', async () => {
    const { input } = await setup('A', { initial: 9876.5 });
    expect(input.value).toBe('9.876,50');
  });

  it('allows signed values by default', async () => {
    const { input, value, type, blur } = await setup('A');
    type('-12,5');
    expect(value()).toBe('-12.5');
    blur();
    await waitFor(() => expect(input.value).toBe('-12,50'));
  });

  it('the positive-only variant refuses a minus sign with a reason', async () => {
    const { input, value, type } = await setup('A', { signed: false });
    type('-12,5');
    expect(input.value).toBe('-12,5');
    expect(value()).toBe('NaN');
    expect(screen.getByText('Negative Werte sind hier nicht erlaubt.')).toBeTruthy();
  });

  it('refuses decimals with 0 decimals allowed', async () => {
    const { value, type } = await setup('A', { decimals: 0 });
    type('1234,56');
    expect(value()).toBe('NaN');
    expect(screen.getByText('Bitte eine ganze Zahl ohne Nachkommastellen eingeben.')).toBeTruthy();
  });

  it('checks min and max with the unit', async () => {
    const { value, type } = await setup('A', { decimals: 3, min: 5, max: 50, unit: 'cbm' });
    type('4,5');
    expect(value()).toBe('NaN');
    expect(screen.getByText('Mindestens 5,000 cbm.')).toBeTruthy();
    type('50,001');
    expect(screen.getByText('Höchstens 50,000 cbm.')).toBeTruthy();
    type('50');
    expect(value()).toBe('50');
    expect(screen.queryByText(/Höchstens|Mindestens/)).toBeNull();
  });

  it('shows a value set from outside instead of a refused text', async () => {
    const { input, value, type } = await setup('A');
    type('12x');
    expect(value()).toBe('NaN');
    act(() => fireEvent.click(screen.getByText('reset')));
    expect(value()).toBe('7');
    expect(input.value).toBe('7,00');
    expect(screen.queryByText(/Keine gültige Zahl/)).toBeNull();
  });

  it('is null while empty, and a required field says so on focus loss', async () => {
    const { value, type, blur } = await setup('A', { required: true });
    type('');
    expect(value()).toBe('null');
    blur();
    await waitFor(() => expect(screen.getByText('Betrag ist ein Pflichtfeld.')).toBeTruthy());
    type('5');
    await waitFor(() => expect(screen.queryByText('Betrag ist ein Pflichtfeld.')).toBeNull());
  });
});

describe('NumberField, brand B (dot decimal, apostrophe thousands)', () => {
  it('reads typed text as a number and shows it formatted on focus loss', async () => {
    const { input, value, type, blur } = await setup('B');
    type('1234.5');
    expect(value()).toBe('1234.5');
    blur();
    await waitFor(() => expect(input.value).toBe("1'234.50"));
  });

  it('reads 12,5 as 12.5, never 125', async () => {
    const { input, value, type } = await setup('B');
    type('12,5');
    expect(input.value).toBe('12,5');
    expect(value()).toBe('12.5');
    expect(screen.getByText('Gelesen als 12.5')).toBeTruthy();
  });

  it('refuses 1,234 as ambiguous', async () => {
    const { value, type } = await setup('B', { decimals: 3 });
    type('1,234');
    expect(value()).toBe('NaN');
    expect(
      screen.getByText("Nicht eindeutig: 1.234 oder 1'234? Bitte eine der beiden Schreibweisen verwenden."),
    ).toBeTruthy();
  });

  it('accepts apostrophe groups', async () => {
    const { input, value, type, blur } = await setup('B');
    type("1'234'567.89");
    expect(value()).toBe('1234567.89');
    blur();
    await waitFor(() => expect(input.value).toBe("1'234'567.89"));
  });

  it('shows an initial value formatted', async () => {
    const { input } = await setup('B', { initial: 9876.5 });
    expect(input.value).toBe("9'876.50");
  });
});
