import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AuditChainCheck } from '@fuel/domain/contracts/operator';
import { renderWithBrand } from '../../../test/render';
import { server } from '../../../test/server';
import { auditVerify } from '../../../test/handlers/operator';
import { AuditChainPanel } from './audit-chain-panel';

async function verifyWith(answer: AuditChainCheck) {
  const fetchMock = vi.fn();
  server.use(auditVerify(answer, fetchMock));
  await renderWithBrand(
    <QueryClientProvider client={new QueryClient()}>
      <AuditChainPanel />
    </QueryClientProvider>,
  );
  expect(fetchMock).not.toHaveBeenCalled();
  fireEvent.click(screen.getByTestId('audit-chain-verify'));
  await screen.findByTestId('audit-chain-result');
  expect(fetchMock.mock.calls[0]).toEqual(['/api/operator/audit/verify', expect.objectContaining({ method: 'POST' })]);
}

describe('audit chain panel', () => {
  it('shows OK with the count and the head hash', async () => {
    await verifyWith({
      ok: true,
      count: 42,
      headSeq: 42,
      headHash: 'ab12cd',
      lastAnchor: { day: '2026-11-27', seq: 40, hash: 'ff00' },
      broken: null,
    });
    expect(screen.getByText('Audit-Kette in Ordnung')).toBeTruthy();
    expect(screen.getByText('42 Einträge geprüft, keiner wurde verändert, entfernt oder eingefügt.')).toBeTruthy();
    expect(screen.getByTestId('audit-chain-head').textContent).toBe('ab12cd');
    expect(screen.getByText(/Letzter Tagesanker 2026-11-27 \(Eintrag 40\)/)).toBeTruthy();
  });

  it('shows the first broken entry, its time and why', async () => {
    await verifyWith({
      ok: false,
      count: 6,
      headSeq: 9,
      headHash: 'x',
      lastAnchor: null,
      broken: { id: 17, seq: 7, at: '2026-03-02T09:59:55.000000Z', reason: 'HASH_MISMATCH' },
    });
    expect(screen.getByText('Audit-Kette unterbrochen')).toBeTruthy();
    expect(screen.getByTestId('audit-chain-broken').textContent).toBe(
      'Erster fehlerhafter Eintrag: #17 (Position 7) vom 02. Mär. 2026. 10:59:55 MEZ.',
    );
    expect(
      screen.getByText('Der Inhalt des Eintrags passt nicht zu seinem Hash (nachträglich geändert).'),
    ).toBeTruthy();
    expect(screen.getByText('6 Einträge davor sind in Ordnung.')).toBeTruthy();
  });
});
