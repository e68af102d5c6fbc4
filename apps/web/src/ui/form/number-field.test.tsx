import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import type { BrandId } from '@fuel/domain/contracts/identity';
import { renderWithBrand } from '../../test/render';
import { NumberField } from './number-field';

type Values = { amount: number | null };

function Harness({ initial = null, decimals, signed, required }: { initial?: number | null; decimals?: number; signed?: boolean; required?: boolean }) {
  const form = useForm<Values>({ defaultValues: { amount: initial }, mode: 'onTouched' });
  const amount = form.watch('amount');
  return (
    <>
      <NumberField control={form.control} name="amount" label="Betrag" decimals={decimals} signed={signed} required={required} />
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
    expect(input.value).toBe('1.234,50');
    expect(value()).toBe('1234.5');
  });

  it('truncates extra decimals while typing (default 2)', async () => {
    const { input, value, type } = await setup('A');
    type('12,3456');
    expect(input.value).toBe('12,34');
    expect(value()).toBe('12.34');
  });

  it('drops characters that cannot belong to a number', async () => {
    const { input, value, type } = await setup('A');
    type('1a2b3,4x');
    expect(input.value).toBe('123,4');
    expect(value()).toBe('123.4');
  });

  it('accepts its own formatted text again, e.g. after editing', async () => {
    const { input, value, type, blur } = await setup('A');
    type('1.234.567,89');
    expect(value()).toBe('1234567.89');
    blur();
    expect(input.value).toBe('1.234.567,89');
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
    expect(input.value).toBe('-12,50');
  });

  it('the positive-only variant drops the minus sign', async () => {
    const { input, value, type } = await setup('A', { signed: false });
    type('-12,5');
    expect(input.value).toBe('12,5');
    expect(value()).toBe('12.5');
  });

  it('keeps the configured decimals (3 for volumes, 0 for whole numbers)', async () => {
    const three = await setup('A', { decimals: 3 });
    three.type('12,34567');
    expect(three.value()).toBe('12.345');
    three.blur();
    expect(three.input.value).toBe('12,345');
  });

  it('cuts off everything after the decimal mark with 0 decimals', async () => {
    const { input, value, type, blur } = await setup('A', { decimals: 0 });
    type('1234,56');
    expect(input.value).toBe('1234');
    expect(value()).toBe('1234');
    blur();
    expect(input.value).toBe('1.234');
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
    expect(input.value).toBe("1'234.50");
  });

  it('treats a comma as no part of the number', async () => {
    const { input, value, type } = await setup('B');
    type('1,5');
    expect(input.value).toBe('15');
    expect(value()).toBe('15');
  });

  it('truncates extra decimals and accepts apostrophe groups', async () => {
    const { input, value, type, blur } = await setup('B');
    type("1'234'567.899");
    expect(input.value).toBe("1'234'567.89");
    expect(value()).toBe('1234567.89');
    blur();
    expect(input.value).toBe("1'234'567.89");
  });

  it('shows an initial value formatted', async () => {
    const { input } = await setup('B', { initial: 9876.5 });
    expect(input.value).toBe("9'876.50");
  });

  it('the positive-only variant drops the minus sign', async () => {
    const { value, type } = await setup('B', { signed: false });
    type('-3.25');
    expect(value()).toBe('3.25');
  });
});
