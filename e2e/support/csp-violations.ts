// Content-Security-Policy violations of a page, from two witnesses: the `securitypolicyviolation` events
// of every document the page opens (reported through a binding, so navigations lose none), and the
// browser's console messages about refused loads.
import type { Page } from '@playwright/test';

const REPORT_BINDING = '__fairReportCspViolation';

export interface CspViolations {
  /** every violation seen so far, one line each */
  all(): string[];
}

export async function watchCspViolations(page: Page): Promise<CspViolations> {
  const seen: string[] = [];
  await page.exposeFunction(REPORT_BINDING, (line: string) => seen.push(line));
  await page.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (line: string) => void>)[binding];
      report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  }, REPORT_BINDING);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return { all: () => [...seen] };
}

/** The directives of a Content-Security-Policy header: name → sources. */
export function cspDirectives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}
