/** Records the strings written to document.cookie (attributes included) while still writing them. */
export function recordCookieWrites(): { writes: string[]; restore: () => void } {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!descriptor?.set || !descriptor.get) throw new Error('document.cookie is not an accessor here');
  const writes: string[] = [];
  const { get, set } = descriptor;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      return get.call(document);
    },
    set(value: string) {
      writes.push(value);
      set.call(document, value);
    },
  });
  return { writes, restore: () => delete (document as { cookie?: string }).cookie };
}

/** Removes every cookie visible to the page (host-only and on the parent domain). */
export function clearCookies(domain?: string): void {
  for (const entry of document.cookie.split('; ').filter(Boolean)) {
    const name = entry.split('=')[0];
    document.cookie = `${name}=; path=/; max-age=0`;
    if (domain) document.cookie = `${name}=; path=/; domain=${domain}; max-age=0`;
  }
}
