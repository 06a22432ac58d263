import { linkFor, parseRegistry, RegistryError } from '../registry';

const remote = { name: 'mf_exhibitor', entry: '/remotes/mf-exhibitor/mf-manifest.json', clientType: 'exhibitor', modules: ['./routes', './app'] };

describe('parseRegistry (the registry answer is validated at start-up)', () => {
  it('accepts a well-formed registry and keeps variants and links', () => {
    const registry = parseRegistry({
      remotes: [remote],
      variants: [{ host: 'organizer', clientType: 'organizer' }],
      externalLinks: { legal: { 'zh-cn': 'https://fair.example/legal' } },
    });
    expect(registry.remotes).toEqual([remote]);
    expect(registry.variants).toEqual([{ host: 'organizer', clientType: 'organizer' }]);
  });

  it.each([
    ['a remote without ./routes', { remotes: [{ ...remote, modules: ['./app'] }] }],
    ['an unknown client type', { remotes: [{ ...remote, clientType: 'visitor' }] }],
    ['a container name that is not an identifier', { remotes: [{ ...remote, name: 'mf-exhibitor' }] }],
    ['a missing manifest URL', { remotes: [{ ...remote, entry: '' }] }],
    ['a bad variant', { remotes: [], variants: [{ host: '', clientType: 'organizer' }] }],
    ['a link that is not http(s)', { remotes: [], externalLinks: { legal: { 'zh-cn': 'javascript:alert(1)' } } }],
  ])('refuses %s', (_what, value) => {
    expect(() => parseRegistry(value)).toThrow(RegistryError);
  });

  it('picks the link for the locale and falls back to zh-cn', () => {
    const registry = { externalLinks: { privacy: { 'zh-cn': 'https://fair.example/zh/privacy', 'en-us': 'https://fair.example/en/privacy' } } };
    expect(linkFor(registry, 'privacy', 'en-us')).toBe('https://fair.example/en/privacy');
    expect(linkFor(registry, 'privacy', 'zh-tw')).toBe('https://fair.example/zh/privacy');
    expect(linkFor(registry, 'sitemap', 'zh-cn')).toBeUndefined();
  });
});
