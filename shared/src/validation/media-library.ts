import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants/limits';
import { ID_LIST_MAX, TITLE_MAX_LENGTH, optionalText, requiredText } from './content-fields';

/** SPEC §5 "Name cannot be empty" for a folder's name. */
export const MEDIA_FOLDER_NAME_REQUIRED = 'common:validation.nameRequired';
export const MEDIA_SELECTION_REQUIRED = 'common:validation.atLeastOne';

const positiveId = z.number().int().positive().max(2_147_483_647);

/** Create (no id) or rename a folder; names are unique. */
export const mediaFolderForm = z.strictObject({
  id: positiveId.optional().describe('absent: create; present: rename that folder'),
  name: requiredText(MEDIA_FOLDER_NAME_REQUIRED, TITLE_MAX_LENGTH),
});
export type MediaFolderForm = z.input<typeof mediaFolderForm>;

/** The editable part of a media item (SPEC §3): title, alt text, description, and whether editors may pick it. */
export const mediaItemForm = z.strictObject({
  id: positiveId,
  title: optionalText(TITLE_MAX_LENGTH),
  alt_text: optionalText(TITLE_MAX_LENGTH),
  description: optionalText(TEXT_MAX_LENGTH),
  published: z.boolean().optional(),
});
export type MediaItemForm = z.input<typeof mediaItemForm>;

const selection = z.array(positiveId, { error: MEDIA_SELECTION_REQUIRED }).min(1, { error: MEDIA_SELECTION_REQUIRED }).max(ID_LIST_MAX);

/** Move items into a folder (null: out of every folder). */
export const mediaMoveForm = z.strictObject({ ids: selection, folder_id: positiveId.nullable() });
export type MediaMoveForm = z.input<typeof mediaMoveForm>;

/** The items to delete, or to name the usages of. */
export const mediaSelection = z.strictObject({ ids: selection });
export type MediaSelection = z.input<typeof mediaSelection>;
