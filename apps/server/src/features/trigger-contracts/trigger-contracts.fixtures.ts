import type { TriggerContractInput } from '@fuel/domain/contracts/trigger-contracts';
import { monthOf } from '@fuel/domain/trigger-contracts/trigger-rules';
import type { Db } from '../../db/client';
import { productIdByCode, terminalIdByCode } from '../../../test/trading-fixtures';

/**
 * A valid contract of the month of `now` over low-sulphur heating oil at Hamburg-Harburg: 100 cbm,
 * 5-30 cbm per trigger, weekdays 08:00-18:00, 25 USD/mt over M01. Tests change what they need.
 */
export async function contractInput(
  db: Db,
  now: Date,
  over: Partial<TriggerContractInput> = {},
): Promise<TriggerContractInput> {
  return {
    buyerAccountId: 0,
    productId: await productIdByCode(db, 'HEL-SCHWEFELARM'),
    terminalId: await terminalIdByCode(db, 'HH-HAR'),
    ekkNumber: 'EKK-T',
    month: monthOf(now),
    priceBasis: { futureMonth: 'M01', premium: 25, premiumUnit: 'USD_MT' },
    triggerWindow: { days: [1, 2, 3, 4, 5], from: '08:00', to: '18:00' },
    volumeCbm: 100,
    minOrderCbm: 5,
    maxOrderCbm: 30,
    dailyTriggerLimit: 3,
    comment: '',
    petrolMix: null,
    ...over,
  };
}
