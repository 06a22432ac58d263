import type { ExhibitorAccountItem } from '@fair/shared/contracts/exhibitor-accounts';

/** An approved exhibitor account as the accounts list answers it, not yet e-mailed; the test's fields on top. */
export const exhibitorAccountItem = (id: number, fields: Partial<ExhibitorAccountItem> = {}): ExhibitorAccountItem => ({
  id,
  exhibitor_id: id,
  name_zh: `展商${id}`,
  name_en: `Exhibitor ${id}`,
  email: `exhibitor-${id}@mail.test`,
  exhibitor_types: ['Local'],
  is_edit: false,
  send_status: 'not_sent',
  send_error: null,
  sent_at: null,
  approval_status: 'approved',
  banned: false,
  created_at: '2025-03-01T02:00:00.000Z',
  ...fields,
});
