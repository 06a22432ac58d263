import { useState } from 'react';
import { Button, Form } from 'antd';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { bindNotifier } from '../../../feedback/notifier';
import { createRecordingNotifier } from '../../../feedback/recording-notifier';
import { i18n } from '../../../i18n/i18n';
import { AppProviders } from '../../../providers/app-providers';
import { clearUnsavedChanges, hasUnsavedChanges } from '../../unsaved-changes';
import { BilingualFields } from '../bilingual-fields';
import { DrawerForm } from '../drawer-form';
import { RecordLoadView } from '../record-load-view';
import { useFormSave } from '../use-form-save';
import { recordIdOf, useRecordLoad } from '../use-record-load';

let feedback: ReturnType<typeof createRecordingNotifier>;
let unbind: () => void = () => undefined;
beforeEach(async () => {
  await i18n.changeLanguage('zh-cn');
  clearUnsavedChanges();
  feedback = createRecordingNotifier();
});
afterEach(() => unbind());

/** After the providers mounted (they bind antd's feedback), so the recorder is the one on top. */
const recordFeedback = () => {
  unbind = bindNotifier(feedback);
};
const button = (name: RegExp) => screen.getByRole('button', { name });
const SAVE = /保\s*存/;

const validation = (field: string, message: string) =>
  new ApiError('response', '数据不正确', { code: 422, status: 422, body: { code: 422, message: '数据不正确', msg: '数据不正确', data: { errors: [{ field, message }] } } });

interface Hall {
  id: number;
  name_zh: string;
  name_en: string;
}

describe('recordIdOf', () => {
  it('takes positive 32-bit integers only', () => {
    expect(recordIdOf('12')).toBe(12);
    expect(recordIdOf('2147483647')).toBe(2147483647);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '2147483648', '1e3']) expect(recordIdOf(bad)).toBeNull();
  });
});

describe('useRecordLoad + RecordLoadView', () => {
  function Page({ load }: { load: (id: number) => Promise<Hall> }) {
    const record = useRecordLoad<Hall>({ resource: ['organizer', 'hall'], load });
    return (
      <RecordLoadView state={record.state} onRetry={record.retry} onBack={() => undefined} notFoundText="展馆不存在" backText="返回列表">
        <output data-testid="record">{record.state === 'new' ? 'new' : record.item?.name_zh}</output>
      </RecordLoadView>
    );
  }
  function EditOnly() {
    const record = useRecordLoad<Hall>({ resource: ['exhibitor', 'product'], load: jest.fn(), requireId: true });
    return (
      <RecordLoadView state={record.state} onRetry={record.retry} onBack={() => undefined} notFoundText="展品不存在" backText="返回列表">
        <output>form</output>
      </RecordLoadView>
    );
  }
  const renderAt = (entry: string, load: (id: number) => Promise<Hall>) =>
    render(
      <MemoryRouter initialEntries={[entry]}>
        <AppProviders>
          <Page load={load} />
        </AppProviders>
      </MemoryRouter>,
    );

  it('is a new record without an id and loads the record of ?id=', async () => {
    const load = jest.fn(async (id: number) => ({ id, name_zh: 'N1 馆', name_en: 'Hall N1' }));
    renderAt('/organizer/exhibition-number/edit', load);
    expect(screen.getByTestId('record')).toHaveTextContent('new');
    expect(load).not.toHaveBeenCalled();

    renderAt('/organizer/exhibition-number/edit?id=7', load);
    expect(await screen.findByText('N1 馆')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(7);
  });

  it('says not found for a 404, a malformed id, or no id on an edit-only page, without a retry', async () => {
    render(
      <MemoryRouter initialEntries={['/product/edit']}>
        <AppProviders>
          <EditOnly />
        </AppProviders>
      </MemoryRouter>,
    );
    expect(await screen.findByText('展品不存在')).toBeInTheDocument();

    renderAt('/x?id=abc', jest.fn());
    expect(await screen.findByText('展馆不存在')).toBeInTheDocument();
    expect(screen.queryByText('重试')).toBeNull();

    const gone = jest.fn(async () => {
      throw new ApiError('response', '数据不存在', { code: 404, status: 404 });
    });
    renderAt('/x?id=3', gone);
    await waitFor(() => expect(screen.getAllByText('展馆不存在')).toHaveLength(2));
  });

  it('reads the id from a route parameter when told (/checkin/check-in-manage/:id)', async () => {
    function ByRoute({ load }: { load: (id: number) => Promise<Hall> }) {
      const record = useRecordLoad<Hall>({ resource: ['miniprog', 'checkin'], load, routeParam: 'id' });
      return (
        <RecordLoadView state={record.state} onRetry={record.retry} onBack={() => undefined} notFoundText="活动不存在" backText="返回列表">
          <output>{record.item?.name_zh}</output>
        </RecordLoadView>
      );
    }
    const load = jest.fn(async (id: number) => ({ id, name_zh: '展馆寻宝', name_en: 'Hall hunt' }));
    const renderRoute = (entry: string) =>
      render(
        <MemoryRouter initialEntries={[entry]}>
          <AppProviders>
            <Routes>
              <Route path="/c/:id" element={<ByRoute load={load} />} />
            </Routes>
          </AppProviders>
        </MemoryRouter>,
      );
    renderRoute('/c/9');
    expect(await screen.findByText('展馆寻宝')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(9);
    renderRoute('/c/abc');
    expect(await screen.findByText('活动不存在')).toBeInTheDocument();
  });

  it('offers a retry after a failure that is not a 404, and shows the record once the retry succeeds', async () => {
    let fail = true;
    const flaky = jest.fn(async (id: number) => {
      if (fail) throw new ApiError('network', '后端接口连接异常');
      return { id, name_zh: 'W2 馆', name_en: 'Hall W2' };
    });
    renderAt('/x?id=4', flaky);
    const retry = await screen.findByRole('button', { name: /重\s*试/ }, { timeout: 5000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('W2 馆')).toBeInTheDocument();
  });
});

describe('useFormSave', () => {
  function HallForm({ save }: { save: (values: { name_zh: string; name_en: string }) => Promise<unknown> }) {
    const [form] = Form.useForm<{ name_zh: string; name_en: string }>();
    const baseline = { name_zh: 'N1 馆', name_en: 'Hall N1' };
    const { dirty, busy, onValuesChange, submit } = useFormSave({ form, formId: 'hall-form', baseline });
    const [result, setResult] = useState('');
    return (
      <Form form={form} initialValues={baseline} onValuesChange={onValuesChange}>
        <BilingualFields names={['name_zh', 'name_en']} labels={['中文名称', '英文名称']} requiredMessages={['请输入中文名称', '请输入英文名称']} />
        <Button onClick={() => void submit('save', save).then((saved) => setResult(saved ? 'saved' : 'refused'))}>保存</Button>
        <output data-testid="state">{`${dirty ? 'dirty' : 'clean'} ${busy ?? 'idle'} ${result}`}</output>
      </Form>
    );
  }
  const renderForm = (save: (values: { name_zh: string; name_en: string }) => Promise<unknown>) =>
    render(
      <MemoryRouter>
        <AppProviders>
          <HallForm save={save} />
        </AppProviders>
      </MemoryRouter>,
    );

  it('marks the page dirty on a change and clean again when the change is undone', async () => {
    renderForm(jest.fn());
    const zh = screen.getByLabelText('中文名称');
    fireEvent.change(zh, { target: { value: 'N2 馆' } });
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent(/^dirty/));
    expect(hasUnsavedChanges()).toBe(true);
    fireEvent.change(zh, { target: { value: 'N1 馆' } });
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent(/^clean/));
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('does not call the server while a required value is missing', async () => {
    const save = jest.fn();
    renderForm(save);
    fireEvent.change(screen.getByLabelText('英文名称'), { target: { value: ' ' } });
    fireEvent.click(button(SAVE));
    expect(await screen.findByText('请输入英文名称')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('refused'));
    expect(save).not.toHaveBeenCalled();
  });

  it('puts the server field error beside its field and keeps every value; a later success leaves the page clean', async () => {
    const save = jest.fn().mockRejectedValueOnce(validation('name_en', '已存在相同的名称')).mockResolvedValueOnce({ id: 1 });
    renderForm(save);
    fireEvent.change(screen.getByLabelText('英文名称'), { target: { value: 'Hall N2' } });
    fireEvent.click(button(SAVE));
    expect(await screen.findByText('已存在相同的名称')).toBeInTheDocument();
    expect(screen.getByLabelText('英文名称')).toHaveValue('Hall N2');
    expect(hasUnsavedChanges()).toBe(true);

    fireEvent.click(button(SAVE));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('clean idle saved'));
    expect(save).toHaveBeenLastCalledWith({ name_zh: 'N1 馆', name_en: 'Hall N2' });
    expect(hasUnsavedChanges()).toBe(false);
  });
});

describe('DrawerForm', () => {
  function Halls({ onSubmit }: { onSubmit: (values: Omit<Hall, 'id'>) => Promise<unknown> }) {
    const [open, setOpen] = useState(true);
    return (
      <DrawerForm<Omit<Hall, 'id'>> open={open} title="编辑展馆" initialValues={{ name_zh: 'N1 馆', name_en: 'Hall N1' }} onSubmit={onSubmit} onClose={() => setOpen(false)}>
        <BilingualFields names={['name_zh', 'name_en']} labels={['中文名称', '英文名称']} requiredMessages={['请输入中文名称', '请输入英文名称']} />
      </DrawerForm>
    );
  }
  const renderDrawer = (onSubmit: (values: Omit<Hall, 'id'>) => Promise<unknown>) =>
    render(
      <AppProviders>
        <Halls onSubmit={onSubmit} />
      </AppProviders>,
    );

  it('asks before closing with unsaved changes and stays open when the user declines (请确认修改已保存！)', async () => {
    renderDrawer(jest.fn());
    recordFeedback();
    fireEvent.change(await screen.findByLabelText('中文名称'), { target: { value: 'N9 馆' } });
    feedback.confirmAnswer = false;
    await act(async () => fireEvent.click(button(/取\s*消/)));
    expect(feedback.confirmations).toEqual([{ content: '请确认修改已保存！' }]);
    expect(screen.getByLabelText('中文名称')).toHaveValue('N9 馆');
  });

  it('saves the values, says so and closes', async () => {
    const onSubmit = jest.fn(async () => ({ id: 1 }));
    renderDrawer(onSubmit);
    recordFeedback();
    fireEvent.change(await screen.findByLabelText('英文名称'), { target: { value: 'Hall N1 East' } });
    fireEvent.click(screen.getByTestId('drawer-form-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name_zh: 'N1 馆', name_en: 'Hall N1 East' }));
    await waitFor(() => expect(feedback.toasts).toContainEqual(expect.objectContaining({ level: 'success', content: '保存成功' })));
    await waitFor(() => expect(screen.queryByLabelText('英文名称')).toBeNull());
  });
});
