import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithBrand } from '../../../test/render';
import { server } from '../../../test/server';
import { liftingSettings, saveLiftingSettings } from '../../../test/handlers/liftings';
import { LiftingSettingsCard } from './lifting-settings-card';

const renderCard = (canEdit: boolean) =>
  renderWithBrand(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LiftingSettingsCard canEdit={canEdit} />
    </QueryClientProvider>,
  );

describe("the seller's lifting tolerance", () => {
  it('an admin changes it; more than 10 % is refused before sending', async () => {
    const saved = vi.fn();
    server.use(liftingSettings({ tolerancePercent: 2 }), saveLiftingSettings({ tolerancePercent: 1.5 }, saved));
    await renderCard(true);
    const input = (await screen.findByTestId('lifting-tolerance')) as HTMLInputElement;
    expect(input.value).toBe('2,00');
    await act(() => fireEvent.change(input, { target: { value: '12' } }));
    await act(() => fireEvent.click(screen.getByTestId('lifting-settings-submit')));
    expect(await screen.findByText('Die Toleranz muss zwischen 0 und 10 % liegen.')).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();
    await act(() => fireEvent.change(input, { target: { value: '1,5' } }));
    await act(() => fireEvent.click(screen.getByTestId('lifting-settings-submit')));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(JSON.parse(saved.mock.calls[0]![1].body as string)).toEqual({ tolerancePercent: 1.5 });
  });

  it('a user who is not an admin reads it without a save button', async () => {
    server.use(liftingSettings({ tolerancePercent: 2 }));
    await renderCard(false);
    expect(((await screen.findByTestId('lifting-tolerance')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('lifting-settings-submit')).toBeNull();
  });
});
