import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
export const artifactsDir = path.join(repoRoot, 'e2e', 'artifacts');
export const screenshotsDir = path.join(artifactsDir, 'screenshots');
