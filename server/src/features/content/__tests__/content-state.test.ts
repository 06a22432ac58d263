import { type StoredState, stateAfterAction, stateAfterSave, stateView } from '../content-state';

const earlier = new Date('2025-03-01T08:00:00Z');
const now = new Date('2025-03-20T08:00:00Z');
const draft: StoredState = { status: 'draft', pinned: false, pinned_at: null, published_at: null };
const published: StoredState = { status: 'published', pinned: true, pinned_at: earlier, published_at: earlier };

describe('content states (SPEC §4)', () => {
  it('save as draft keeps no publish time; saving published sets it once', () => {
    expect(stateAfterSave(undefined, { status: 'draft' }, now)).toEqual({ ...draft, updated_at: now });
    expect(stateAfterSave(undefined, { status: 'published', pinned: true }, now)).toEqual({ status: 'published', published_at: now, pinned: true, pinned_at: now, updated_at: now });
    expect(stateAfterSave(published, { status: 'published' }, now)).toEqual({ ...published, updated_at: now });
    expect(stateAfterSave(published, { status: 'draft' }, now)).toMatchObject({ status: 'draft', published_at: null, pinned: true });
  });

  it('publish, withdraw publication, pin to top and cancel pin', () => {
    expect(stateAfterAction(draft, 'publish', now)).toEqual({ status: 'published', published_at: now, updated_at: now });
    expect(stateAfterAction(published, 'publish', now).published_at).toBe(earlier);
    expect(stateAfterAction(published, 'withdraw', now)).toEqual({ status: 'draft', published_at: null, updated_at: now });
    expect(stateAfterAction(draft, 'pin', now)).toEqual({ pinned: true, pinned_at: now, updated_at: now });
    expect(stateAfterAction(published, 'pin', now).pinned_at).toBe(earlier);
    expect(stateAfterAction(published, 'unpin', now)).toEqual({ pinned: false, pinned_at: null, updated_at: now });
  });
});

describe('stateView', () => {
  it('answers the state with ISO times, and no publish time for a draft', () => {
    const uploaded = new Date('2025-02-28T08:00:00Z');
    expect(stateView({ ...published, id: 7, uploaded_at: uploaded, updated_at: now })).toEqual({
      id: 7,
      status: 'published',
      pinned: true,
      uploaded_at: '2025-02-28T08:00:00.000Z',
      published_at: '2025-03-01T08:00:00.000Z',
      updated_at: '2025-03-20T08:00:00.000Z',
    });
    expect(stateView({ ...draft, id: 8, uploaded_at: uploaded, updated_at: now })).toMatchObject({ id: 8, status: 'draft', pinned: false, published_at: null });
  });
});
