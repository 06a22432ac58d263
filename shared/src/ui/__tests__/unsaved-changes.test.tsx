import { render } from '@testing-library/react';
import { bindNotifier } from '../../feedback/notifier';
import { createRecordingNotifier } from '../../feedback/recording-notifier';
import { i18n } from '../../i18n/i18n';
import {
  clearUnsavedChanges,
  confirmLeave,
  hasUnsavedChanges,
  installLeaveWarning,
  markDirty,
  useUnsavedChanges,
} from '../unsaved-changes';

let feedback: ReturnType<typeof createRecordingNotifier>;
let unbind: () => void;

beforeEach(async () => {
  await i18n.changeLanguage('zh-cn');
  clearUnsavedChanges();
  feedback = createRecordingNotifier();
  unbind = bindNotifier(feedback);
});
afterEach(() => unbind());

function ProductForm({ dirty }: { dirty: boolean }) {
  useUnsavedChanges('product-form', dirty);
  return <form />;
}

test('a form marks itself dirty and withdraws the mark when clean or unmounted', () => {
  const { rerender, unmount } = render(<ProductForm dirty={false} />);
  expect(hasUnsavedChanges()).toBe(false);
  rerender(<ProductForm dirty />);
  expect(hasUnsavedChanges()).toBe(true);
  rerender(<ProductForm dirty={false} />);
  expect(hasUnsavedChanges()).toBe(false);
  rerender(<ProductForm dirty />);
  unmount();
  expect(hasUnsavedChanges()).toBe(false);
});

test('several forms: dirty until every one is clean', () => {
  markDirty('news', true);
  markDirty('activity', true);
  markDirty('news', false);
  expect(hasUnsavedChanges()).toBe(true);
  markDirty('activity', false);
  expect(hasUnsavedChanges()).toBe(false);
});

describe('the browser leave confirmation', () => {
  const leave = () => {
    const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
    // jsdom has no BeforeUnloadEvent: give the event its string returnValue as browsers do
    Object.defineProperty(event, 'returnValue', { value: '', writable: true });
    window.dispatchEvent(event);
    return event;
  };

  test('asks with 请确认修改已保存！ only while something is dirty', () => {
    const remove = installLeaveWarning(window);
    expect(leave().returnValue).toBe('');
    markDirty('profile', true);
    const event = leave();
    expect(event.defaultPrevented).toBe(true);
    expect(event.returnValue).toBe('请确认修改已保存！');
    remove();
    expect(leave().defaultPrevented).toBe(false);
  });
});

describe('in-app route change', () => {
  test('nothing dirty: leaves without asking', async () => {
    await expect(confirmLeave()).resolves.toBe(true);
    expect(feedback.confirmations).toEqual([]);
  });

  test('dirty: asks with the warning; leaving forgets the changes', async () => {
    markDirty('profile', true);
    await expect(confirmLeave()).resolves.toBe(true);
    expect(feedback.confirmations).toEqual([{ content: '请确认修改已保存！' }]);
    expect(hasUnsavedChanges()).toBe(false);
  });

  test('dirty and the user stays: the changes stay marked', async () => {
    markDirty('profile', true);
    feedback.confirmAnswer = false;
    await expect(confirmLeave()).resolves.toBe(false);
    expect(hasUnsavedChanges()).toBe(true);
  });
});
