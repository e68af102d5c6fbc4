import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithBrand } from '../../test/render';
import { isAnalyticsEnabled } from '../analytics';
import { readConsent } from './consent-storage';
import { initConsent } from './consent-store';
import { CookieBanner } from './cookie-banner';

// The settings dialog is its own chunk, loaded on first opening: here it is compiled ahead, so opening
// it waits for nothing but a resolved import.
beforeAll(() => import('./consent-settings-dialog'));

beforeEach(() => {
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
  initConsent();
});

describe('CookieBanner', () => {
  it('shows until a choice is stored; "Alle akzeptieren" stores analytical', async () => {
    await renderWithBrand(<CookieBanner />);
    expect(screen.getByTestId('cookie-banner')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' })));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(readConsent()).toBe('analytical');
    expect(isAnalyticsEnabled()).toBe(true);
  });

  it('"Ablehnen" stores necessary and leaves analytics off', async () => {
    await renderWithBrand(<CookieBanner />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' })));
    expect(readConsent()).toBe('necessary');
    expect(isAnalyticsEnabled()).toBe(false);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('settings: analytics off by default, "Auswahl speichern" stores necessary or analytical', async () => {
    await renderWithBrand(<CookieBanner />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Einstellungen' })));
    const analytics = await screen.findByRole('switch', { name: /Analyse-Cookies/ });
    expect((analytics as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: /Notwendige Cookies/ }) as HTMLInputElement).disabled).toBe(true);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Auswahl speichern' })));
    expect(readConsent()).toBe('necessary');
    expect(isAnalyticsEnabled()).toBe(false);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('settings with analytics switched on stores analytical', async () => {
    await renderWithBrand(<CookieBanner />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Einstellungen' })));
    const analytics = await screen.findByRole('switch', { name: /Analyse-Cookies/ });
    act(() => fireEvent.click(analytics));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Auswahl speichern' })));
    await waitFor(() => expect(readConsent()).toBe('analytical'));
    expect(isAnalyticsEnabled()).toBe(true);
  });
});
