import type { ReactNode } from 'react';

const SECONDARY = { color: '#8c8c8c', fontSize: 12 } as const;

export interface BilingualCellProps {
  zh: ReactNode;
  en: ReactNode;
  /** a further line in the English line's style (a product's company); none when empty */
  note?: ReactNode;
}

/** A row's Chinese name over its English one, smaller and grey, in one table cell: both languages at a glance. */
export function BilingualCell({ zh, en, note }: BilingualCellProps) {
  return (
    <div>
      <div>{zh}</div>
      <div style={SECONDARY}>{en}</div>
      {note ? <div style={SECONDARY}>{note}</div> : null}
    </div>
  );
}
