// GET /api/admin/back-in-stock -> { waiting: [{ product_id, count }] }: how many shoppers (confirmed
// alerts) wait for each product; products nobody waits for are left out.
import { z } from 'zod';
import { idSchema } from '../common.ts';

export const waitingShoppersSchema = z.object({
  waiting: z.array(z.object({ product_id: idSchema, count: z.number().int().positive() })),
});
export type WaitingShoppers = z.infer<typeof waitingShoppersSchema>;
