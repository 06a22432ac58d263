import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** SPEC §4/§9: long text collapses past 3 lines. */
export const COLLAPSED_LINES = 3;

const clamped = {
  display: '-webkit-box',
  WebkitLineClamp: COLLAPSED_LINES,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/** Text shown on 3 lines with an expand toggle when it is longer, and a collapse toggle once expanded. */
export function CollapsibleText({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  // measured while clamped: the text is longer than 3 lines when its full height exceeds the box
  useLayoutEffect(() => {
    const element = box.current;
    if (element && !expanded) setOverflows(element.scrollHeight > element.clientHeight);
  }, [children, expanded]);

  return (
    <div>
      <div ref={box} style={expanded ? undefined : clamped}>
        {children}
      </div>
      {overflows || expanded ? (
        <Button type="link" size="small" style={{ padding: 0 }} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {t(expanded ? 'common:button.collapse' : 'common:button.expand')}
        </Button>
      ) : null}
    </div>
  );
}
