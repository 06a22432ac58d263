import { MINIPROG_HOME_SECTIONS, type MiniprogHomeSection } from '@fair/shared/contracts/miniprog';

/**
 * The home's blocks in display order: the stored rows by sort (then id), then any block without a row in the
 * default order. The public home reads this without writing, so it must cope with blocks not stored yet.
 */
export function sectionOrder(rows: readonly { block: MiniprogHomeSection; sort: number; id: number }[]): MiniprogHomeSection[] {
  const stored = [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id).map((row) => row.block);
  return [...stored, ...MINIPROG_HOME_SECTIONS.filter((block) => !stored.includes(block))];
}
