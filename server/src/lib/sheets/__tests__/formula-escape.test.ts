import { escapeSheetCell, escapeSheetFormula, escapeSheetRow, unescapeSheetFormula } from '../formula-escape';

describe('escapeSheetFormula', () => {
  it.each(['=1+1', '+86 21 5555', '-2', '@SUM(A1:A2)', '\t=cmd', '\r=cmd'])('keeps %j as text with a leading apostrophe', (text) => {
    expect(escapeSheetFormula(text)).toBe(`'${text}`);
  });

  it.each(['', 'Shanghai 上海', "'already quoted", 'a=b', '1-2', 'e@mail.example'])('leaves %j as it is', (text) => {
    expect(escapeSheetFormula(text)).toBe(text);
  });
});

describe('unescapeSheetFormula', () => {
  it.each(['=1+1', '+86 21 5555', '-2', '@SUM(A1:A2)', '\t=cmd'])('gives back %j from its escaped text', (text) => {
    expect(unescapeSheetFormula(escapeSheetFormula(text))).toBe(text);
  });

  it.each(["'already quoted", "'", "''=x", 'Shanghai'])('leaves %j as it is', (text) => {
    expect(unescapeSheetFormula(text)).toBe(text);
  });
});

describe('escapeSheetCell and escapeSheetRow', () => {
  it('escapes text only: numbers, booleans, dates and empty cells are typed cells', () => {
    const date = new Date('2025-03-26T00:00:00Z');
    expect(escapeSheetCell(-3)).toBe(-3);
    expect(escapeSheetCell(true)).toBe(true);
    expect(escapeSheetCell(null)).toBeNull();
    expect(escapeSheetCell(date)).toBe(date);
    expect(escapeSheetRow({ name: '=HYPERLINK("x")', area: -1.5, booth: 'A-1' })).toEqual({ name: `'=HYPERLINK("x")`, area: -1.5, booth: 'A-1' });
  });
});
