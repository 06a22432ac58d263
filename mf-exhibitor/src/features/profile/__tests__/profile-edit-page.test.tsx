import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { UPLOAD_MAX_BYTES } from '@fair/shared/constants/limits';
import { bindNotifier } from '@fair/shared/feedback/notifier';
import { createRecordingNotifier } from '@fair/shared/feedback/recording-notifier';
import { i18n } from '@fair/shared/i18n/i18n';
import { localeStore } from '@fair/shared/i18n/locale-store';
import { AppProviders } from '@fair/shared/providers/app-providers';
import { resetReferenceStore } from '@fair/shared/reference/reference-store';
import { sessionStore } from '@fair/shared/session/session-store';
import { type RecordedRequest, sendJson, type TestServer } from '@fair/shared/test-support/http-test-server';
import { clearUnsavedChanges, hasUnsavedChanges } from '@fair/shared/ui/unsaved-changes';
import type { ProfileView } from '../api/profile-api';
import ProfileEditPage from '../pages/profile-edit-page';
import { CATEGORY_TREE } from './category-tree';
import { resetExhibitorPage, startExhibitorPageServer, stopExhibitorPageServer } from '../../../test-support/exhibitor-page-server';

// antd forms under jsdom are slow on the shared 2-core machine: generous limits, not speed targets
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

/** A new exhibitor: the organizer created the account (name, hall, booth); nothing saved yet. */
const NEW_PROFILE: ProfileView = {
  id: 3,
  logo: null,
  name_zh_cn: '新锐半导体有限公司',
  name_en: '',
  country: null,
  country_info: null,
  hall_id: 1,
  hall: '1号馆',
  booth: '1B08',
  booth_area: 36,
  categories: [],
  application_areas: [],
  intro_zh: '',
  intro_en: '',
  website: null,
  qr_code: null,
  email: null,
  phone: null,
  join_year: null,
  exhibitor_types: ['Local'],
  is_edit: false,
};

const envelope = (data: unknown, code = 0, message = '操作成功') => ({ code, message, msg: message, data });
/** The address the portal's upload call answers: /api/files/yyyy/mm/<32 hex>.<ext> (the forms take nothing else). */
const uploadedUrl = (name: string) => `/api/files/2025/03/${Buffer.from(name).toString('hex').padEnd(32, '0').slice(0, 32)}.${name.split('.').pop()}`;

let server: TestServer;
let saveAnswer: (request: RecordedRequest) => { status: number; body: unknown };
let isEdit: boolean;

beforeAll(async () => {
  server = await startExhibitorPageServer('profile');
});
afterAll(() => stopExhibitorPageServer(server));

let feedback: ReturnType<typeof createRecordingNotifier>;
let unbind: () => void;

beforeEach(async () => {
  await resetExhibitorPage(server);
  resetReferenceStore();
  clearUnsavedChanges();
  feedback = createRecordingNotifier();
  unbind = () => undefined;
  isEdit = false;
  saveAnswer = (request) => {
    isEdit = true;
    return { status: 200, body: envelope({ ...NEW_PROFILE, ...JSON.parse(request.body), is_edit: true }) };
  };
  server.handle((request, response) => {
    const path = new URL(request.url, server.url).pathname;
    if (path === '/exhibitors/exhibitors/info') return sendJson(response, 200, envelope(NEW_PROFILE));
    if (path === '/exhibitors/exhibitors/save') {
      const answer = saveAnswer(request);
      return sendJson(response, answer.status, answer.body);
    }
    if (path === '/exhibitors/user/info') {
      return sendJson(response, 200, envelope({ id: 9, user_name: 'new@demo.fair', nick_name: '', avatar: null, sys_api_token: 'x', clientType: 'exhibitor', permission: [], is_child_user: 0, team_auth: [], wa_channels: [], exhibitor: { id: 3, logo: null, name_zh_cn: NEW_PROFILE.name_zh_cn, name_en: '', country: 'CN', country_info: '中国', hall: '1号馆', booth: '1B08', is_edit: isEdit } }));
    }
    if (path === '/exhibitors/attachment/upload') {
      const name = /filename="([^"]+)"/.exec(request.body)?.[1] ?? 'file';
      return sendJson(response, 200, envelope({ url: uploadedUrl(name), name, size: 4, mime: 'image/png' }));
    }
    if (path === '/api/product-category/list') return sendJson(response, 200, envelope(CATEGORY_TREE));
    if (path === '/api/application-areas/list') return sendJson(response, 200, envelope([{ id: 5, name: '汽车电子', name_zh: '汽车电子', name_en: 'Automotive', sort: 1 }]));
    if (path === '/api/product-attr/list') return sendJson(response, 200, envelope([]));
    sendJson(response, 404, envelope(null, 404, 'not found'));
  });
});
afterEach(() => unbind());

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

async function renderEditPage() {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/user/edit']}>
        <Routes>
          <Route path="/user/edit" element={<ProfileEditPage />} />
          <Route path="/user/info" element={<p>info page</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
  const form = await screen.findByTestId('profile-form');
  // the providers bind antd's feedback on mount; the recorder goes on top of it
  unbind = bindNotifier(feedback);
  return form;
}

const saveRequests = () => server.requests.filter((request) => request.url === '/exhibitors/exhibitors/save');
// role queries walk antd's large tree slowly under jsdom; labels and texts find the same elements cheaply
const fileInput = (label: string) => screen.getByLabelText(label, { selector: 'input[type="file"]' });
function fileOf(name: string, size: number) {
  const file = new File(['\x89PNG'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
const button = (text: string) => screen.getByText(text).closest('button')!;
const saveButton = () => button('保 存');

async function chooseCategory(name: string) {
  const combobox = screen.getByLabelText('产品类别');
  fireEvent.mouseDown(combobox);
  fireEvent.change(combobox, { target: { value: name } });
  fireEvent.click(await screen.findByTitle(name));
}

async function fillRequired({ category = true } = {}) {
  fireEvent.change(fileInput('公司Logo'), { target: { files: [fileOf('logo.png', 2048)] } });
  fireEvent.change(fileInput('二维码'), { target: { files: [fileOf('qr.png', 2048)] } });
  await waitFor(() => expect(document.querySelectorAll('.fair-image-upload img')).toHaveLength(2));
  fireEvent.change(screen.getByLabelText('公司英文名称'), { target: { value: 'Xinrui Semiconductor Co., Ltd.' } });
  const country = screen.getByLabelText('国家/地区');
  fireEvent.mouseDown(country);
  fireEvent.change(country, { target: { value: '加拿大' } });
  fireEvent.click(await screen.findByTitle('加拿大'));
  if (category) await chooseCategory('贴片电容');
  fireEvent.change(screen.getByLabelText('中文简介'), { target: { value: '专注功率半导体。' } });
  fireEvent.change(screen.getByLabelText('英文简介'), { target: { value: 'Power semiconductors.' } });
}

describe('/user/edit profile form (SPEC §3, §5)', () => {
  it('prompts for logo, country, categories, both introductions and QR code, and sends nothing', async () => {
    await renderEditPage();
    fireEvent.click(saveButton());
    for (const prompt of ['请上传公司Logo', '请选择国家/地区', '请选择产品类别', '请输入中文简介', '请输入英文简介', '请上传二维码', '请输入展商英文名称']) {
      expect(await screen.findByText(prompt)).toBeInTheDocument();
    }
    expect(saveRequests()).toHaveLength(0);
  });

  it('shows the image guidance beside logo and QR code', async () => {
    await renderEditPage();
    expect(screen.getAllByText('图片尺寸 300x300 像素，分辨率 72 dpi，大小不超过 150 KB，格式为 jpg 或 png')).toHaveLength(2);
  });

  it('shows hall, booth and booth area read-only, as the organizer set them', async () => {
    await renderEditPage();
    expect(screen.getByLabelText('展馆号')).toHaveValue('1号馆');
    expect(screen.getByLabelText('展馆号')).toBeDisabled();
    expect(screen.getByLabelText('展位号')).toHaveValue('1B08');
    expect(screen.getByLabelText('展位面积')).toHaveValue('36 平方米');
  });

  it('refuses a logo over 20971520 bytes in the widget and uploads nothing', async () => {
    await renderEditPage();
    fireEvent.change(fileInput('公司Logo'), { target: { files: [fileOf('logo.png', UPLOAD_MAX_BYTES + 1)] } });
    expect(await screen.findByText('上传文件大小不能超过 20M')).toHaveAttribute('role', 'alert');
    expect(server.requests.some((request) => request.url === '/exhibitors/attachment/upload')).toBe(false);
  });

  it('offers the third level of the category tree and saves its id', async () => {
    await renderEditPage();
    const combobox = screen.getByLabelText('产品类别');
    fireEvent.mouseDown(combobox);
    fireEvent.change(combobox, { target: { value: '贴片' } });
    // the third-level node is shown under its first- and second-level parents
    const popup = document.querySelector('.ant-select-dropdown') as HTMLElement;
    expect(await within(popup).findByTitle('贴片电容')).toBeInTheDocument();
    expect(within(popup).getByTitle('被动元件')).toBeInTheDocument();
    expect(within(popup).getByTitle('元器件')).toBeInTheDocument();
    fireEvent.click(within(popup).getByTitle('贴片电容'));
    await fillRequired({ category: false });
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveRequests()).toHaveLength(1));
    expect(JSON.parse(saveRequests()[0].body).categories).toEqual([111]);
  });

  it('keeps only digits in the phone, at most 15, and saves it with its territory', async () => {
    await renderEditPage();
    const phone = screen.getByLabelText('公司电话');
    fireEvent.change(phone, { target: { value: '+1 (204) 555-0100' } });
    expect(phone).toHaveValue('2045550100');
    expect(screen.getByText('+1 加拿大')).toBeInTheDocument();
    fireEvent.change(phone, { target: { value: '204-555-0100-1234-5678' } });
    expect(phone).toHaveValue('204555010012345');
    await fillRequired();
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveRequests()).toHaveLength(1));
    expect(JSON.parse(saveRequests()[0].body)).toMatchObject({ phone: { iso2: 'ca', number: '204555010012345' }, country: 'CA' });
  });

  it('saves, refreshes the session user so the guard releases, and opens /user/info', async () => {
    await renderEditPage();
    await fillRequired();
    expect(hasUnsavedChanges()).toBe(true);
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/info'));
    expect(sessionStore.getState().user?.exhibitor?.is_edit).toBe(true);
    expect(hasUnsavedChanges()).toBe(false);
    expect(feedback.toasts).toContainEqual(expect.objectContaining({ level: 'success', content: '保存成功' }));
    expect(JSON.parse(saveRequests()[0].body)).toMatchObject({
      logo: uploadedUrl('logo.png'),
      qr_code: uploadedUrl('qr.png'),
      name_zh_cn: '新锐半导体有限公司',
      country: 'CA',
      categories: [111],
      intro_zh: '专注功率半导体。',
      intro_en: 'Power semiconductors.',
    });
  });

  it('marks the fields the server refused and loses nothing', async () => {
    saveAnswer = () => ({ status: 422, body: envelope({ errors: [{ field: 'logo', message: '该文件不是您的账号上传的，请重新上传' }] }, 422, '提交的数据有误') });
    await renderEditPage();
    await fillRequired();
    fireEvent.click(saveButton());
    expect(await screen.findByText('该文件不是您的账号上传的，请重新上传')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/user/edit');
    expect(screen.getByLabelText('英文简介')).toHaveValue('Power semiconductors.');
    expect(screen.getByLabelText('公司英文名称')).toHaveValue('Xinrui Semiconductor Co., Ltd.');
    expect(hasUnsavedChanges()).toBe(true);
  });

  it('says the prompts in English for en-us', async () => {
    localeStore.setState({ locale: 'en-us' });
    await i18n.changeLanguage('en-us');
    await renderEditPage();
    fireEvent.click(button('Save'));
    for (const prompt of ['Please upload the company logo', 'Please select a country or region', 'Please select product categories', 'Please enter the Chinese introduction', 'Please enter the English introduction', 'Please upload the QR code']) {
      expect(await screen.findByText(prompt)).toBeInTheDocument();
    }
  });
});
