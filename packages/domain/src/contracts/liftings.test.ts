import { describe, expect, it } from 'vitest';
import { LiftingFormSchema, liftingRequestFromForm, RecordLiftingRequestSchema } from './liftings';

describe('the lifting form', () => {
  it('becomes the request with the wall-clock time of the brand zone; empty optional numbers are left out', () => {
    const values = LiftingFormSchema.parse({
      bolNumber: ' BOL-1 ',
      day: '2026-11-20',
      time: '07:30',
      litres15: 30_000,
      ambientLitres: null,
      temperatureC: 8.5,
      densityKgL: null,
      vehicleRef: '',
    });
    const request = liftingRequestFromForm(values, 'Europe/Berlin');
    expect(request).toEqual({
      bolNumber: 'BOL-1',
      liftedAt: '2026-11-20T06:30:00.000Z',
      litres15: 30_000,
      temperatureC: 8.5,
    });
    expect(RecordLiftingRequestSchema.parse(request)).toEqual(request);
  });

  it('names every missing or wrong field in German', () => {
    const result = LiftingFormSchema.safeParse({ bolNumber: '', day: '', time: '7.30', litres15: 0.5 });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      bolNumber: 'Lieferscheinnummer ist ein Pflichtfeld.',
      day: 'Verladedatum ist ein Pflichtfeld.',
      time: 'Bitte geben Sie die Uhrzeit als HH:MM an.',
      litres15: 'Menge bei 15 °C: bitte geben Sie ganze Liter an.',
    });
  });
});
