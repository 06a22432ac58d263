import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input, type FormInstance } from 'antd';
import { createRef } from 'react';
import { AppProviders } from '../../providers/app-providers';
import { i18n, translate } from '../../i18n/i18n';
import { changePasswordSchema, phoneSchema } from '../auth';
import { zodFormRules, zodRule } from '../antd-rules';

beforeEach(async () => {
  await i18n.changeLanguage('zh-cn');
});

function ChangePasswordForm({ formRef, onFinish }: { formRef: React.Ref<FormInstance>; onFinish: (values: unknown) => void }) {
  const rules = zodFormRules(changePasswordSchema, ['current_password', 'password', 'confirm'], translate);
  return (
    <Form ref={formRef} onFinish={onFinish}>
      <Form.Item name="current_password" label="当前密码" rules={rules.current_password}>
        <Input.Password />
      </Form.Item>
      <Form.Item name="password" label="新密码" rules={rules.password}>
        <Input.Password />
      </Form.Item>
      <Form.Item name="confirm" label="确认密码" dependencies={['password']} rules={rules.confirm}>
        <Input.Password />
      </Form.Item>
      <Button htmlType="submit">提交</Button>
    </Form>
  );
}

test('one schema drives the form: localised messages per field, cross-field confirmation', async () => {
  const onFinish = jest.fn();
  const formRef = createRef<FormInstance>();
  render(
    <AppProviders>
      <ChangePasswordForm formRef={formRef} onFinish={onFinish} />
    </AppProviders>,
  );

  const submit = () => fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
  const typeInto = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  submit();
  expect(await screen.findByText('请输入当前密码')).toBeInTheDocument();
  expect(screen.getByText('请输入密码')).toBeInTheDocument();
  expect(screen.getByText('请再次输入密码')).toBeInTheDocument();

  typeInto('当前密码', 'old-secret');
  typeInto('新密码', 'Fair2025!');
  typeInto('确认密码', 'Fair2026!');
  submit();
  expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
  expect(onFinish).not.toHaveBeenCalled();

  typeInto('确认密码', 'Fair2025!');
  submit();
  await waitFor(() => expect(onFinish).toHaveBeenCalled());
  expect(onFinish).toHaveBeenCalledWith({ current_password: 'old-secret', password: 'Fair2025!', confirm: 'Fair2025!' });
});

test('a single-value rule reports the schema message through the translator', async () => {
  const rule = zodRule(phoneSchema, translate);
  const validator = (rule as { validator: (rule: unknown, value: unknown) => Promise<void> }).validator;
  await expect(validator({}, '13800138000')).resolves.toBeUndefined();
  await expect(validator({}, '12')).rejects.toThrow('请输入正确的手机号码');
  await i18n.changeLanguage('en-us');
  await expect(validator({}, '')).rejects.toThrow('Please enter your mobile number');
});
