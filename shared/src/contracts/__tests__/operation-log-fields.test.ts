import { formatOperationValue, isBookkeepingField, nameInChanges, operationValueKind, readableChanges, referencedRecords } from '../operation-log-fields';

const words: Record<string, string> = {
  'organizer:operation-log.yes': '是',
  'organizer:operation-log.no': '否',
  'organizer:operation-log.values.approval-status.rejected': '已拒绝',
  'organizer:operation-log.values.exhibitor-type.International': 'International',
};
const context = {
  t: (key: string, options?: Record<string, unknown>) => words[key] ?? String(options?.defaultValue ?? key),
  names: { 'hall:3': '3号馆', 'miniprog-badge:4': '同期活动' },
  entity: 'miniprog-badge',
  formatTime: (iso: string) => `local(${iso})`,
};

describe('operation log catalogue', () => {
  it('leaves out ids, stored times, links and order numbers, but keeps a reorder and the hall', () => {
    expect(readableChanges('update', { id: [null, 62], created_at: [null, 'x'], updated_at: ['a', 'b'], exhibitor_id: [null, 5], sort: [1, 2], hall_id: [null, 3], booth: [null, '1A'] })).toEqual({
      hall_id: [null, 3],
      booth: [null, '1A'],
    });
    expect(readableChanges('sort', { order: [[3, 4], [4, 3]] })).toEqual({ order: [[3, 4], [4, 3]] });
    expect(readableChanges('create', { created_at: [null, 'x'] })).toBeNull();
    expect(isBookkeepingField('position', 'sort')).toBe(false);
    expect(isBookkeepingField('exhibitor_id', 'create')).toBe(true);
    expect(isBookkeepingField('hall_id', 'update')).toBe(false);
  });

  it('words values: names for halls and reordered records, state labels, yes / no, local times, a dash when empty', () => {
    expect(formatOperationValue('hall_id', 3, context)).toBe('3号馆');
    expect(formatOperationValue('hall_id', 9, context)).toBe('#9');
    expect(formatOperationValue('order', [4], context)).toBe('同期活动');
    expect(formatOperationValue('approval_status', 'rejected', context)).toBe('已拒绝');
    expect(formatOperationValue('exhibitor_types', ['International'], context)).toBe('International');
    expect(formatOperationValue('banned', true, context)).toBe('是');
    expect(formatOperationValue('created_at', '2026-11-26T21:07:40.419Z', context)).toBe('local(2026-11-26T21:07:40.419Z)');
    expect(formatOperationValue('booth', null, context)).toBe('—');
    expect(formatOperationValue('tags', [], context)).toBe('—');
    expect(operationValueKind('start_at')).toBe('time');
  });

  it('finds the names an entry kept and the records its values point at', () => {
    expect(nameInChanges({ name_zh: ['旧馆', null] })).toBe('旧馆');
    expect(nameInChanges({ booth: [null, '1A'] })).toBeNull();
    expect(referencedRecords('miniprog-badge', { hall_id: [null, 3], order: [[4, 5], [5, 4]] })).toEqual(
      new Map([
        ['hall', new Set([3])],
        ['miniprog-badge', new Set([4, 5])],
      ]),
    );
  });
});
