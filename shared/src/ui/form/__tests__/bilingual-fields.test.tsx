import { Button, Form, type FormRule } from 'antd';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BilingualFields } from '../bilingual-fields';

type Values = { intro_zh: string; intro_en: string; content_zh: string; content_en: string };

/** A schema's rules as zodFormRules hands them: a validator per field, no required flag. */
const rules: Record<keyof Values, FormRule[]> = {
  intro_zh: [{ validator: async (_rule, value: string) => (value?.trim() ? undefined : Promise.reject(new Error('请输入中文简介'))) }],
  intro_en: [{ validator: async (_rule, value: string) => (value && value.length < 3 ? Promise.reject(new Error('英文简介太短')) : undefined) }],
  content_zh: [],
  content_en: [],
};

function IntroForm({ onFinish }: { onFinish: (values: Values) => void }) {
  return (
    <Form<Values> layout="vertical" initialValues={{ intro_zh: '', intro_en: '', content_zh: '', content_en: '' }} onFinish={onFinish}>
      <BilingualFields
        layout="page"
        control="textarea"
        showCount
        names={['intro_zh', 'intro_en']}
        labels={['中文简介', '英文简介']}
        placeholders={['请输入企业中文简介', 'Company introduction']}
        rules={rules}
        required={[true, false]}
      />
      <BilingualFields
        layout="stacked"
        names={['content_zh', 'content_en']}
        labels={['中文内容', '英文内容']}
        placeholders={['写点什么', 'Write something']}
        requiredMessages={['请输入中文内容', undefined]}
        control={(side) => <input aria-label={side.label} placeholder={side.placeholder} />}
      />
      <Button htmlType="submit">保存</Button>
    </Form>
  );
}

describe('BilingualFields', () => {
  it('gives each value its placeholder and required mark, and checks it by its own rules from the form rule map', async () => {
    const onFinish = jest.fn();
    render(<IntroForm onFinish={onFinish} />);
    const zh = screen.getByLabelText('中文简介');
    expect(zh.tagName).toBe('TEXTAREA');
    expect(zh).toHaveAttribute('placeholder', '请输入企业中文简介');
    expect(screen.getByText('中文简介')).toHaveClass('ant-form-item-required');
    expect(screen.getByText('英文简介')).not.toHaveClass('ant-form-item-required');

    fireEvent.change(screen.getByLabelText('英文简介'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入中文简介')).toBeInTheDocument();
    expect(await screen.findByText('英文简介太短')).toBeInTheDocument();
    expect(await screen.findByText('请输入中文内容')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it("renders the caller's control for each value with its label and placeholder, and submits both", async () => {
    const onFinish = jest.fn();
    render(<IntroForm onFinish={onFinish} />);
    expect(screen.getByRole('textbox', { name: '英文内容' })).toHaveAttribute('placeholder', 'Write something');
    fireEvent.change(screen.getByLabelText('中文简介'), { target: { value: '传感器制造商' } });
    fireEvent.change(screen.getByRole('textbox', { name: '中文内容' }), { target: { value: '展位活动' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ intro_zh: '传感器制造商', intro_en: '', content_zh: '展位活动', content_en: '' }));
  });
});
