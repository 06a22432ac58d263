import { act, render, renderHook, screen } from '@testing-library/react';
import { demoExhibitor, demoOrganizer, demoSubAccount, DEMO_EDITOR_PERMISSION } from '../../test-support/demo-users';
import { Can } from '../can';
import { resetSessionStore, sessionStore } from '../session-store';
import { useAccessCheck, useCan } from '../use-can';

beforeEach(() => resetSessionStore());

function logIn(user: ReturnType<typeof demoExhibitor>) {
  act(() => sessionStore.setState({ clientType: user.clientType, token: 'token', user }));
}

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
