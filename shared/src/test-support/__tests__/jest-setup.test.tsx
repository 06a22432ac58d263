import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, Form, Input } from 'antd';

// jest.setup.ts cuts antd's CSS down to the properties a test can observe in jsdom: these checks fail if
// the cut ever drops what hides an element or what refuses a pointer.
describe('antd CSS in the jsdom tests (jest.setup.ts)', () => {
  it('keeps what antd hides with its CSS hidden from role queries and toBeVisible', () => {
    render(
      <Form>
        <Form.Item name="shown" label="显示">
          <Input />
        </Form.Item>
        <Form.Item name="secret" label="隐藏" hidden>
          <Input />
        </Form.Item>
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: '显示' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: '隐藏' })).not.toBeInTheDocument();
    const hidden = screen.getByRole('textbox', { name: '隐藏', hidden: true });
    expect(hidden).not.toBeVisible();
    // only antd's style sheet hides it: no inline style or hidden attribute on the way up
    expect(hidden.closest('[style*="display"], [hidden]')).toBeNull();
  });

  it('keeps what antd makes unclickable with its CSS unclickable for user-event', async () => {
    render(<Checkbox disabled>同意</Checkbox>);
    await expect(userEvent.setup().click(screen.getByRole('checkbox', { name: '同意' }))).rejects.toThrow(/pointer-events: none/);
  });
});
