import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_TOGGLE_LOCK_MS } from '../../constants/limits';
import { createToggleLock, useToggleLock } from '../toggle-lock';

test('locked for 1000 ms after each accepted press', () => {
  expect(LANGUAGE_TOGGLE_LOCK_MS).toBe(1000);
  let now = 0;
  const lock = createToggleLock(LANGUAGE_TOGGLE_LOCK_MS, () => now);
  expect(lock.tryAcquire()).toBe(true);
  now = 999;
  expect(lock.isLocked()).toBe(true);
  expect(lock.tryAcquire()).toBe(false);
  now = 1000;
  expect(lock.isLocked()).toBe(false);
  expect(lock.tryAcquire()).toBe(true);
  now = 1500;
  expect(lock.tryAcquire()).toBe(false);
});

function LanguageToggle({ onToggle }: { onToggle: () => void }) {
  const { locked, run } = useToggleLock();
  return (
    <button type="button" aria-disabled={locked} onClick={() => run(onToggle)}>
      EN
    </button>
  );
}

test('the hook ignores presses inside the second and accepts the next one after it', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onToggle = jest.fn();
  render(<LanguageToggle onToggle={onToggle} />);
  const button = screen.getByRole('button', { name: 'EN' });

  await user.click(button);
  await user.click(button);
  expect(onToggle).toHaveBeenCalledTimes(1);
  expect(button).toHaveAttribute('aria-disabled', 'true');

  act(() => jest.advanceTimersByTime(LANGUAGE_TOGGLE_LOCK_MS));
  expect(button).toHaveAttribute('aria-disabled', 'false');
  await user.click(button);
  expect(onToggle).toHaveBeenCalledTimes(2);
  jest.useRealTimers();
});
