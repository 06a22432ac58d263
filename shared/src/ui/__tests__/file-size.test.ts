import { formatFileSize } from '../files/file-size';

describe('formatFileSize', () => {
  it('speaks in B, KB, MB with one decimal below ten', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(20_971_520)).toBe('20 MB');
  });
});
