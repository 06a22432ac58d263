import { organizersWith, type MatrixEntry } from '../../access-matrix/__tests__/matrix-entry';

/** Permission-matrix entries of the login pages' texts (SPEC §6 organizer.page-edit) and what the login pages read. */
export const pageEditMatrix: Record<string, MatrixEntry> = {
  'GET /admin/page/login': { allowed: organizersWith('organizer.page-edit') },
  'POST /admin/page/login': {
    allowed: organizersWith('organizer.page-edit'),
    request: () => ({
      payload: {
        title_zh: '展商中心登录',
        title_en: 'Exhibitor centre login',
        hint_zh: '忘记密码请联系主办方',
        hint_en: 'Forgot your password? Contact the organizer',
        copyright_zh: '© 2025 上海国际电子展',
        copyright_en: '© 2025 Shanghai Electronics Fair',
        footer_links: [{ label_zh: '隐私政策', label_en: 'Privacy', url: 'https://fair.example/privacy' }],
      },
    }),
  },
  'GET /api/page/login': { allowed: 'everyone' },
};
