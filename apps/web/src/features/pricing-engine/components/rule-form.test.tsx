import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { HttpResponse } from 'msw';
import type { PricingRule } from '@fuel/domain/contracts/pricing-engine';
import { renderWithBrand } from '../../../test/render';
import { server } from '../../../test/server';
import { createPricingRule } from '../../../test/handlers/pricing';
import { newRuleValues, type RuleFormValues } from '../rules/rule-form-logic';
import { RULE_TABS } from '../rules/rule-tabs';
import { RuleForm } from './rule-form-drawer';
import type { RuleTargets } from './use-rule-targets';

const targets: RuleTargets = {
  customers: [{ value: 41, label: 'Stadtwerke Kiel (Kiel)' }],
  products: [{ value: 2, label: 'Diesel B7' }],
  terminals: [{ group: 'Nord', items: [{ value: 7, label: 'Tanklager Hamburg (Hamburg)' }] }],
  offers: [],
  names: { customer: () => undefined, product: () => undefined, terminal: () => undefined, offer: () => undefined },
  liveOffers: [],
  isPending: false,
  isError: false,
};

function json(status: number, body: unknown) {
  return HttpResponse.json(body as never, { status });
}

async function renderForm(initial: RuleFormValues, tab = RULE_TABS.customer) {
  const onDone = vi.fn();
  await renderWithBrand(
    <QueryClientProvider client={new QueryClient()}>
      <RuleForm tab={tab} initial={initial} ruleId={null} targets={targets} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

const submit = () => act(() => fireEvent.click(screen.getByTestId('rule-submit')));

describe('RuleForm', () => {
  it('refuses a customer rule without products in the browser, with the contract message', async () => {
    const fetch = vi.fn();
    server.use(createPricingRule(json(500, {}), fetch));
    await renderForm({
      ...newRuleValues('PRICE', 'ACCOUNT'),
      accountIds: [41],
      terminalIds: [7],
      params: { value: -0.5, unit: 'EUR/100L15' },
    });
    await submit();
    expect(await screen.findByText('Bitte wählen Sie mindestens ein Produkt.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for customer, value, products and terminals of an empty customer rule', async () => {
    server.use(createPricingRule(json(500, {})));
    await renderForm(newRuleValues('PRICE', 'ACCOUNT'));
    await submit();
    expect(await screen.findByText('Bitte wählen Sie mindestens einen Kunden.')).toBeTruthy();
    expect(screen.getByText('Wert ist ein Pflichtfeld.')).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie mindestens ein Produkt.')).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie mindestens ein Terminal.')).toBeTruthy();
  });

  it('shows the server refusal of a duplicate rule in the form', async () => {
    const fetch = vi.fn();
    server.use(
      createPricingRule(
        json(409, { error: { code: 'PRICING_RULE_EXISTS', message: ERROR_MESSAGES.PRICING_RULE_EXISTS } }),
        fetch,
      ),
    );
    const onDone = await renderForm({
      ...newRuleValues('PRICE', 'ACCOUNT'),
      accountIds: [41],
      productIds: [2],
      terminalIds: [7],
      params: { value: -0.5, unit: 'EUR/cbm' },
    });
    await submit();
    expect(await screen.findByText('Diese Regel existiert bereits.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, { body: string }];
    expect(url).toBe('/api/pricing/rules');
    expect(JSON.parse(String(init.body))).toMatchObject({
      kind: 'PRICE',
      scope: 'ACCOUNT',
      accountIds: [41],
      productIds: [2],
      terminalIds: [7],
      params: { value: -0.5, unit: 'EUR/cbm' },
    });
  });

  it('saves an expiry rule with date, time and direction', async () => {
    const stored = {
      id: 3,
      kind: 'ICE_EXPIRY',
      scope: 'GLOBAL',
      groupName: null,
      accountIds: [],
      productIds: [],
      terminalIds: [],
      offerId: null,
      params: { date: '2026-12-10', time: '18:00', direction: 'FORWARD' },
      createdAt: '2026-11-24T10:00:00Z',
      updatedAt: '2026-11-24T10:00:00Z',
    };
    const fetch = vi.fn();
    server.use(createPricingRule(stored as PricingRule, fetch));
    const onDone = await renderForm(newRuleValues('ICE_EXPIRY', 'GLOBAL'), RULE_TABS.expiry);
    await submit();
    expect(await screen.findByText('Datum ist ein Pflichtfeld.')).toBeTruthy();
    await act(() => fireEvent.change(screen.getByLabelText(/^Datum/), { target: { value: '2026-12-10' } }));
    await submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, { body: string }];
    expect(JSON.parse(String(init.body))).toMatchObject({
      kind: 'ICE_EXPIRY',
      scope: 'GLOBAL',
      params: { date: '2026-12-10', time: '18:00', direction: 'FORWARD' },
    });
  });
});
