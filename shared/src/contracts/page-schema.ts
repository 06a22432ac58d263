import { z } from 'zod';

/** The answer of a paged list as a schema (the Page of envelope.ts): what the server's list routes declare. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    total_capped: z.boolean().optional().describe('true when the list holds more than `total` rows: a long list is counted up to a limit, and pages go on to it'),
  });
