/**
 * jsdom has no object URLs and does not navigate: call in a test file's top level to record the name each
 * download would be saved under instead (the list is emptied before each test).
 */
export function recordSavedDownloads(): string[] {
  const saved: string[] = [];
  beforeAll(() => {
    URL.createObjectURL = () => 'blob:test';
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  beforeEach(() => {
    saved.length = 0;
  });
  return saved;
}
