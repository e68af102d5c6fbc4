/** Query keys of the company page; mutations invalidate the part they changed. */
export const accountKeys = {
  account: ['account'] as const,
  deliveryAddresses: ['delivery-addresses'] as const,
};
