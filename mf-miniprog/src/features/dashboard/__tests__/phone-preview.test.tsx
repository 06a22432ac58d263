import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Locale } from '@fair/locales/locales';
import { loadNamespace } from '@fair/locales/messages';
import { queryClient } from '@fair/shared/api/query-client';
import type { PublicHome } from '@fair/shared/contracts/miniprog-api';
import { i18n, registerNamespace } from '@fair/shared/i18n/i18n';
import { localeStore } from '@fair/shared/i18n/locale-store';
import { AppProviders } from '@fair/shared/providers/app-providers';
import { resetApiTest, startApiTestServer, stopApiTestServer } from '@fair/shared/test-support/api-test-harness';
import { envelope, sendJson, type TestServer } from '@fair/shared/test-support/http-test-server';
import { PhonePreview } from '../components/phone-preview';

// antd under jsdom on a shared 2-core machine takes seconds per render
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const HOME_PATH = '/api/miniprog/v1/home';
/** the featured company's name as the public API gives it in each language */
const COMPANY: Record<Locale, string> = { 'zh-cn': '华为技术', 'zh-tw': '華為技術', 'en-us': 'Huawei Technologies' };

const homeIn = (locale: Locale): PublicHome => ({
  blocks: ['banner', 'quick_entry', 'exhibitor', 'product', 'activity'],
  banners: [],
  quick_entries: [],
  exhibitors: [{ id: 1, name: COMPANY[locale], logo: null, country: 'CN', hall: null, booth: null }],
  products: [],
  activities: [],
});

let server: TestServer;

beforeAll(async () => {
  registerNamespace('miniprog', await loadNamespace('miniprog'));
  server = await startApiTestServer();
  server.handle((request, response) => {
    const locale = request.headers['language-set'] as Locale;
    if (request.url.startsWith(HOME_PATH) && locale in COMPANY) return sendJson(response, 200, envelope(0, 'ok', homeIn(locale)));
    return sendJson(response, 404, envelope(404, 'not found'));
  });
});
afterAll(() => stopApiTestServer(server));

beforeEach(async () => {
  await resetApiTest(server, { clientType: 'miniprog' });
  queryClient.clear();
});

async function inConsoleLanguage(locale: Locale) {
  await act(async () => {
    localeStore.setState({ locale });
    await i18n.changeLanguage(locale);
  });
}

function renderPreview() {
  render(
    <AppProviders>
      <PhonePreview />
    </AppProviders>,
  );
}

const preview = () => screen.getByTestId('home-preview');
const homeLanguages = () => server.requests.filter((request) => request.url.startsWith(HOME_PATH)).map((request) => request.headers['language-set']);
const switchTo = (label: '中文' | 'English') => fireEvent.click(within(screen.getByLabelText(/预览语言|預覽語言|Preview language/)).getByText(label));

describe('home preview language', () => {
  it('reads the home in the console language first, then in the language the admin picks', async () => {
    renderPreview();
    expect(await within(preview()).findByText(COMPANY['zh-cn'])).toBeInTheDocument();
    expect(preview()).toHaveAttribute('lang', 'zh-CN');
    expect(within(preview()).getByText('推荐展商')).toBeInTheDocument();
    expect(homeLanguages()).toEqual(['zh-cn']);

    switchTo('English');
    expect(await within(preview()).findByText(COMPANY['en-us'])).toBeInTheDocument();
    expect(within(preview()).queryByText(COMPANY['zh-cn'])).not.toBeInTheDocument();
    expect(preview()).toHaveAttribute('lang', 'en');
    // the phone's own title and headings follow the previewed language, the console stays Chinese
    expect(within(preview()).getByText('Fair mini-programme')).toBeInTheDocument();
    expect(within(preview()).getByText('Featured exhibitors')).toBeInTheDocument();
    expect(screen.getByText('小程序首页预览')).toBeInTheDocument();
    expect(homeLanguages()).toEqual(['zh-cn', 'en-us']);

    switchTo('中文');
    expect(await within(preview()).findByText(COMPANY['zh-cn'])).toBeInTheDocument();
    // shown at once from the page's cache, and asked again in case it changed meanwhile
    await waitFor(() => expect(homeLanguages()).toEqual(['zh-cn', 'en-us', 'zh-cn']));
  });

  it('starts in English in an English console, and Chinese is the console script from a zh-tw console', async () => {
    await inConsoleLanguage('en-us');
    renderPreview();
    expect(await within(preview()).findByText(COMPANY['en-us'])).toBeInTheDocument();
    expect(screen.getByLabelText('Preview language')).toBeInTheDocument();
    expect(homeLanguages()).toEqual(['en-us']);
    switchTo('中文');
    expect(await within(preview()).findByText(COMPANY['zh-cn'])).toBeInTheDocument();
    await waitFor(() => expect(homeLanguages()).toEqual(['en-us', 'zh-cn']));

    await inConsoleLanguage('zh-tw');
    await waitFor(() => expect(within(preview()).getByText(COMPANY['zh-tw'])).toBeInTheDocument());
    expect(homeLanguages()).toEqual(['en-us', 'zh-cn', 'zh-tw']);
  });
});
