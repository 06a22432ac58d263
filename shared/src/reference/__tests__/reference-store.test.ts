/**
 * @jest-environment node
 */
import { api } from '../../api/api-client';
import type { BilingualItem, CategoryNode } from '../../contracts/reference';
import { bindNotifier } from '../../feedback/notifier';
import { createRecordingNotifier } from '../../feedback/recording-notifier';
import { localeStore } from '../../i18n/locale-store';
import { envelope, sendJson, startTestServer, type TestServer } from '../../test-support/http-test-server';
import { ensureReferenceLists, loadReferenceLists, referenceStore, resetReferenceStore } from '../reference-store';

const area: BilingualItem = { id: 1, name: '汽车电子', name_zh: '汽车电子', name_en: 'Automotive electronics', sort: 1 };
const attribute: BilingualItem = { id: 5, name: '新品', name_zh: '新品', name_en: 'New product', sort: 1 };
const category: CategoryNode = { id: 10, parent_id: null, level: 1, name: '元器件', name_zh: '元器件', name_en: 'Components', sort: 1, has_children: false, children: [] };

let server: TestServer;
let feedback: ReturnType<typeof createRecordingNotifier>;
let unbind: () => void;
let categoriesStatus = 200;

beforeAll(async () => {
  server = await startTestServer();
  api.http.defaults.baseURL = server.url;
  server.handle((request, response) => {
    if (request.url.startsWith('/api/product-attr/list')) {
      setTimeout(() => sendJson(response, 200, envelope(0, 'ok', [attribute])), 300);
    } else if (request.url.startsWith('/api/product-category/list')) {
      if (categoriesStatus === 200) sendJson(response, 200, envelope(0, 'ok', [category]));
      else sendJson(response, categoriesStatus, envelope(categoriesStatus, 'Server error'));
    } else if (request.url.startsWith('/api/application-areas/list')) {
      sendJson(response, 200, envelope(0, 'ok', [area]));
    }
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  categoriesStatus = 200;
  resetReferenceStore();
  localeStore.setState({ locale: 'zh-cn' });
  feedback = createRecordingNotifier();
  unbind = bindNotifier(feedback);
});
afterEach(() => unbind());

test('loading is set while the lists load and cleared once categories and areas are in', async () => {
  const transitions: { loading: boolean; attributes: number }[] = [];
  const unsubscribe = referenceStore.subscribe((state, previous) => {
    if (state.loading !== previous.loading) transitions.push({ loading: state.loading, attributes: state.productAttributes.length });
  });
  await loadReferenceLists();
  unsubscribe();

  expect(transitions).toEqual([
    { loading: true, attributes: 0 },
    { loading: false, attributes: 0 },
  ]);
  expect(referenceStore.getState()).toMatchObject({
    productCategories: [category],
    applicationAreas: [area],
    productAttributes: [attribute],
    loading: false,
    loadedLocale: 'zh-cn',
  });
  expect(server.requests.map((request) => request.headers['language-set'])).toEqual(['zh-cn', 'zh-cn', 'zh-cn']);
});

test('ensureReferenceLists loads once per locale', async () => {
  await ensureReferenceLists();
  await ensureReferenceLists();
  expect(server.requests).toHaveLength(3);
  localeStore.setState({ locale: 'en-us' });
  await ensureReferenceLists();
  expect(server.requests).toHaveLength(6);
  expect(server.requests.slice(3).map((request) => request.headers['language-set'])).toEqual(['en-us', 'en-us', 'en-us']);
});

test('a failed list ends loading, shows the error and is tried again next time', async () => {
  categoriesStatus = 500;
  await loadReferenceLists();
  expect(referenceStore.getState()).toMatchObject({ loading: false, loadedLocale: null, productCategories: [], applicationAreas: [area] });
  expect(feedback.toasts.map((toast) => toast.content)).toEqual(['Server error']);

  categoriesStatus = 200;
  await ensureReferenceLists();
  expect(referenceStore.getState()).toMatchObject({ loadedLocale: 'zh-cn', productCategories: [category] });
});

test('calls made while a load is under way share it', async () => {
  await Promise.all([loadReferenceLists(), loadReferenceLists(), ensureReferenceLists()]);
  expect(server.requests).toHaveLength(3);
});
