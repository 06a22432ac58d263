/** Debian's Chromium, never a downloaded browser; the flags keep it off this machine's closed network. */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
};
