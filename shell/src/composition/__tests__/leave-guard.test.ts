import { bindNotifier, type Notifier } from '@fair/shared/feedback/notifier';
import { clearUnsavedChanges, markDirty } from '@fair/shared/ui/unsaved-changes';
import { installLeaveGuard } from '../leave-guard';

/** The user's answer to the leave dialog, and what the dialog said. */
let answer = true;
const asked: string[] = [];
const dialog: Notifier = {
  error: () => undefined,
  warning: () => undefined,
  success: () => undefined,
  info: () => undefined,
  confirm: async ({ content }) => {
    asked.push(content);
    return answer;
  },
};

/**
 * A single-spa before-routing event (from /user/edit to `newUrl`; the same address when single-spa only
 * re-evaluates its pages); resolves with what the guard asked single-spa to do.
 */
function navigate(newUrl = 'http://localhost/user/info'): Promise<boolean | 'not asked'> {
  return new Promise((resolve) => {
    const detail = { oldUrl: 'http://localhost/user/edit', newUrl, cancelNavigation: (cancel: boolean | Promise<boolean>) => void Promise.resolve(cancel).then(resolve) };
    window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail }));
    setTimeout(() => resolve('not asked'), 50);
  });
}

let unbind: () => void;
let uninstall: () => void;

beforeEach(() => {
  asked.length = 0;
  clearUnsavedChanges();
  unbind = bindNotifier(dialog);
  uninstall = installLeaveGuard();
});

afterEach(() => {
  uninstall();
  unbind();
});

describe('installLeaveGuard (SPEC §2: 请确认修改已保存！ before leaving with unsaved changes)', () => {
  it('lets navigation through without asking when no form is dirty', async () => {
    expect(await navigate()).toBe('not asked');
    expect(asked).toEqual([]);
  });

  it('asks while a form is dirty and cancels the navigation when the user stays', async () => {
    markDirty('product-form', true);
    answer = false;
    const popstates: PopStateEvent[] = [];
    window.addEventListener('popstate', (event) => popstates.push(event), { once: true });
    expect(await navigate()).toBe(true);
    expect(asked).toEqual(['请确认修改已保存！']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // the routers re-read the restored URL
    expect(popstates).toHaveLength(1);
  });

  it('does not ask when the address stays (single-spa re-evaluating its pages after the user info came back)', async () => {
    markDirty('profile-form', true);
    answer = false;
    expect(await navigate('http://localhost/user/edit')).toBe('not asked');
    expect(asked).toEqual([]);
    expect(await navigate()).toBe(true);
    expect(asked).toEqual(['请确认修改已保存！']);
  });

  it('lets the navigation go on, and forgets the changes, when the user leaves', async () => {
    markDirty('product-form', true);
    answer = true;
    expect(await navigate()).toBe(false);
    expect(await navigate()).toBe('not asked');
  });
});
