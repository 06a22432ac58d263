import { act, render, renderHook, screen } from '@testing-library/react';
import { resetSessionStore, sessionStore } from '../../session/session-store';
import { demoExhibitor, demoMiniprog, demoOrganizer, demoSubAccount, DEMO_EDITOR_PERMISSION } from '../../test-support/demo-users';
import { canUse, isRoleKey, requirementOfKey } from '../access-key';
import { Can } from '../can';
import { useAccessCheck, useCan } from '../use-can';

beforeEach(() => resetSessionStore());

function logIn(user: ReturnType<typeof demoExhibitor>) {
  act(() => sessionStore.setState({ clientType: user.clientType, token: 'token', user }));
}

describe('access keys (SPEC §6)', () => {
  it('asks role keys of organizer routes and power keys of exhibitor writes, as the server declares them', () => {
    expect(isRoleKey('news.exhibitor-news-manage')).toBe(true);
    expect(isRoleKey('exhibitor.news.edit')).toBe(false);
    expect(requirementOfKey('organizer.notification')).toEqual({ clientTypes: ['organizer'], roleKey: 'organizer.notification' });
    expect(requirementOfKey('exhibitor.product.edit')).toEqual({ clientTypes: ['exhibitor'], powerKey: 'exhibitor.product.edit' });
  });

  it('allows a role key listed in the permission list or through all', () => {
    const editor = demoOrganizer([...DEMO_EDITOR_PERMISSION]);
    expect(canUse(editor, 'news.exhibitor-news-manage')).toBe(true);
    expect(canUse(editor, 'organizer.notification')).toBe(false);
    expect(canUse(demoOrganizer(['all']), 'organizer.notification')).toBe(true);
    expect(canUse(demoMiniprog(), 'organizer.dashboard')).toBe(false);
  });
});

describe('useCan and <Can>', () => {
  it('gives a main account every power and a sub-account only those in team_auth', () => {
    logIn(demoExhibitor());
    expect(renderHook(() => useCan('exhibitor.message.edit')).result.current).toBe(true);

    logIn(demoSubAccount(['exhibitor.news.edit']));
    const { result } = renderHook(() => useAccessCheck());
    expect(result.current('exhibitor.news.edit')).toBe(true);
    expect(result.current('exhibitor.message.edit')).toBe(false);
  });

  it('follows the session: a role granted by a new user info shows the guarded control', () => {
    logIn(demoOrganizer([...DEMO_EDITOR_PERMISSION]));
    render(
      <Can access="organizer.notification" fallback={<span>no access</span>}>
        <button type="button">send notification</button>
      </Can>,
    );
    expect(screen.queryByRole('button', { name: 'send notification' })).toBeNull();
    expect(screen.getByText('no access')).toBeInTheDocument();

    logIn(demoOrganizer(['organizer.notification']));
    expect(screen.getByRole('button', { name: 'send notification' })).toBeInTheDocument();
  });

  it('does not hide controls before a user is loaded (the shell guard waits for it; the server decides)', () => {
    expect(renderHook(() => useCan('exhibitor.profile.edit')).result.current).toBe(true);
  });
});
