import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import type { TriggerContractInput, TriggerContractInputSchema } from '@fuel/domain/contracts/trigger-contracts';

/** The contract form's control, shared by its field sections. */
export type ContractFormControl = Control<z.input<typeof TriggerContractInputSchema>, unknown, TriggerContractInput>;
