import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants/limits';
import { HALL_MOVES } from '../contracts/halls';
import { requiredText } from './content-fields';

/** SPEC §5 "Name cannot be empty" for either language of a hall number. */
export const HALL_NAME_REQUIRED = 'common:validation.nameRequired';

const positiveId = z.number().int().positive().max(2_147_483_647);

/** A hall number: Chinese and English names required, plain text up to the SPEC §5 2000 characters. */
export const hallForm = z.strictObject({
  id: positiveId.optional().describe('absent: create; present: update that hall'),
  name_zh: requiredText(HALL_NAME_REQUIRED, TEXT_MAX_LENGTH),
  name_en: requiredText(HALL_NAME_REQUIRED, TEXT_MAX_LENGTH),
});
export type HallForm = z.input<typeof hallForm>;

export const hallMove = z.strictObject({ id: positiveId, direction: z.enum(HALL_MOVES) });
export type HallMoveBody = z.infer<typeof hallMove>;

