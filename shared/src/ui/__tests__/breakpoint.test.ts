import { MOBILE_BREAKPOINT_PX, MOBILE_BREAKPOINT_TOLERANCE_PX } from '../../constants/limits';
import { resetSessionStore, sessionStore } from '../../session/session-store';
import { deviceForWidth, isMobileWidth, trackDevice } from '../breakpoint';

test('SPEC values: 1024 px with 3 px tolerance', () => {
  expect(MOBILE_BREAKPOINT_PX).toBe(1024);
  expect(MOBILE_BREAKPOINT_TOLERANCE_PX).toBe(3);
});

test.each([
  [375, true],
  [1000, true],
  [1023, true],
  [1023.5, true],
  [1024, false],
  [1026, false],
  [1920, false],
])('a fresh page %d px wide is mobile: %s', (width, mobile) => {
  expect(isMobileWidth(width)).toBe(mobile);
});

test.each([
  [1023, true],
  [1024, true],
  [1026, true],
  [1026.9, true],
  [1027, false],
  [1280, false],
])('once mobile, %d px stays mobile: %s (back to desktop from 1027 px)', (width, mobile) => {
  expect(isMobileWidth(width, true)).toBe(mobile);
});

test('deviceForWidth walks a resize across the breakpoint without flapping', () => {
  const widths = [1200, 1025, 1023, 1025, 1026, 1024, 1027, 1025];
  let device = deviceForWidth(widths[0]);
  const seen = [device];
  for (const width of widths.slice(1)) {
    device = deviceForWidth(width, device);
    seen.push(device);
  }
  expect(seen).toEqual(['desktop', 'desktop', 'mobile', 'mobile', 'mobile', 'mobile', 'desktop', 'desktop']);
});

test('trackDevice keeps the session device in step with window resizes until stopped', () => {
  resetSessionStore();
  const resizeTo = (width: number) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  };
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1000 });
  const stop = trackDevice(window);
  expect(sessionStore.getState().device).toBe('mobile');
  resizeTo(1025);
  expect(sessionStore.getState().device).toBe('mobile');
  resizeTo(1440);
  expect(sessionStore.getState().device).toBe('desktop');
  stop();
  resizeTo(800);
  expect(sessionStore.getState().device).toBe('desktop');
});
