import { EXHIBITOR_TYPE_VALUES } from './exhibitor-accounts';
import type { ExhibitorType } from './profile';

/**
 * A company's exhibitor types as every screen, export and store holds them: each once, in the order
 * of SPEC §1 (FIE, Local, International) — so the account screen, the info screen and their exports
 * read one list, whatever order a form or a sheet gave it in.
 */
export const inTypeOrder = (types: readonly ExhibitorType[]): ExhibitorType[] => EXHIBITOR_TYPE_VALUES.filter((type) => types.includes(type));

/** The types as one cell of an export (and an import reads it back): "FIE, International". */
export const exhibitorTypesText = (types: readonly ExhibitorType[]): string => inTypeOrder(types).join(', ');

/**
 * The translation key of a type's label (common namespace) on the organizer's screens: the account list,
 * the exhibitor info list, their filters and forms show the same words.
 */
export const exhibitorTypeLabelKey = (type: ExhibitorType) => `common:exhibitorTypes.${type}` as const;
