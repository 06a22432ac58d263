import { organizersWith, type MatrixEntry } from '../../access-matrix/__tests__/matrix-entry';

/** Permission-matrix entries of the operation log (beside the authorities: organizer.authority-manage). */
export const operationLogMatrix: Record<string, MatrixEntry> = {
  'GET /admin/operation-log/list': { allowed: organizersWith('organizer.authority-manage'), request: () => ({ query: { entity: 'hall', date_from: '2025-03-01', date_to: '2025-03-31' } }) },
  'GET /admin/operation-log/options': { allowed: organizersWith('organizer.authority-manage') },
};
