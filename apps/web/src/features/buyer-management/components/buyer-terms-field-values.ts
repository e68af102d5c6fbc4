import type { BuyerProductTerms } from '@fuel/domain/contracts/buyer-management';

/** The terms' form values as the fields edit them (payment terms undefined until chosen). */
export type BuyerTermsFieldValues = {
  creditLimit?: number | null;
  terminalIds: number[];
  products: Array<Omit<BuyerProductTerms, 'creditDays'> & { creditDays?: number }>;
  /** The accept dialog's one payment term for every granted product (decision 050). */
  paymentTermDays?: number;
};
