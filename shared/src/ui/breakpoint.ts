import { MOBILE_BREAKPOINT_PX, MOBILE_BREAKPOINT_TOLERANCE_PX } from '../constants/limits';
import { sessionStore, type Device } from '../session/session-store';

/**
 * SPEC §2/§9: mobile mode under 1024 px, with a 3 px tolerance. The tolerance is hysteresis: a page
 * switches to mobile below 1024 px and back to desktop only from 1027 px (1024 + 3), so a width that
 * jitters around the breakpoint (a scrollbar appearing, sub-pixel zoom rounding) does not flip the
 * layout back and forth. A fresh page is simply mobile below 1024 px.
 */
export function isMobileWidth(width: number, wasMobile = false): boolean {
  if (width < MOBILE_BREAKPOINT_PX) return true;
  if (width >= MOBILE_BREAKPOINT_PX + MOBILE_BREAKPOINT_TOLERANCE_PX) return false;
  return wasMobile;
}

export function deviceForWidth(width: number, previous: Device = 'desktop'): Device {
  return isMobileWidth(width, previous === 'mobile') ? 'mobile' : 'desktop';
}

/** Keeps the session's `device` in step with the window width; returns the unsubscribe function. */
export function trackDevice(target: Window = window): () => void {
  const update = () => {
    const { device, setDevice } = sessionStore.getState();
    const next = deviceForWidth(target.innerWidth, device);
    if (next !== device) setDevice(next);
  };
  update();
  target.addEventListener('resize', update);
  return () => target.removeEventListener('resize', update);
}
