import type { HostVariant } from '../../contracts/registry';
import { DEFAULT_VARIANT, variantForHost } from '../host-variant';

const variants: HostVariant[] = [
  { host: 'exhibitor', clientType: 'exhibitor' },
  { host: 'organizer', clientType: 'organizer' },
  { host: 'miniprog', clientType: 'miniprog' },
  { host: 'admin.fair.example', clientType: 'organizer' },
];

test.each([
  ['organizer.localhost', 'organizer'],
  ['organizer.localhost:8080', 'organizer'],
  ['miniprog.localhost', 'miniprog'],
  ['exhibitor.localhost', 'exhibitor'],
  ['organizer.fair.example', 'organizer'],
  ['ORGANIZER.Fair.Example', 'organizer'],
  ['organizer', 'organizer'],
  ['admin.fair.example', 'organizer'],
  ['admin.fair.example.cn', 'organizer'],
  ['organizers.fair.example', 'exhibitor'],
  ['my-organizer.fair.example', 'exhibitor'],
  ['localhost', 'exhibitor'],
  ['127.0.0.1', 'exhibitor'],
  ['fair.example', 'exhibitor'],
])('%s runs the %s variant', (host, clientType) => {
  expect(variantForHost(host, variants)).toBe(clientType);
});

test('no variants configured: exhibitor', () => {
  expect(DEFAULT_VARIANT).toBe('exhibitor');
  expect(variantForHost('organizer.localhost', [])).toBe('exhibitor');
});
