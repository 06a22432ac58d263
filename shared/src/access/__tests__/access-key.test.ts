import { demoMiniprog, demoOrganizer, DEMO_EDITOR_PERMISSION } from '../../test-support/demo-users';
import { canUse, isRoleKey, requirementOfKey } from '../access-key';

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
