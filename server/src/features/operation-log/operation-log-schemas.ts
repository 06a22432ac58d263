import { z } from 'zod';
import {
  OPERATION_LOG_FILTER_MAX_LENGTH,
  OPERATION_LOG_KEYWORD_MAX_LENGTH,
  OPERATION_LOG_PAGE_SIZE,
  type OperationLogItem,
  type OperationLogOptions,
} from '@fair/shared/contracts/operation-log';
import { CONTENT_PAGE_SIZE_MAX } from '@fair/shared/contracts/content';
import { PRINCIPAL_KINDS } from '../../db/schema/enums';
import { pageOf } from '../../lib/http/list-schemas';

const filter = z.string().trim().min(1).max(OPERATION_LOG_FILTER_MAX_LENGTH);

export const operationLogListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(OPERATION_LOG_PAGE_SIZE),
  keyword: z.string().max(OPERATION_LOG_KEYWORD_MAX_LENGTH).optional().describe("part of the actor's login name"),
  action: filter.optional().describe('create, update, delete, ban…'),
  entity: filter.optional().describe('hall, admin-user…'),
  entity_id: filter.optional().describe('the record id'),
  date_from: z.iso.date().optional().describe('yyyy-MM-dd, first day (Shanghai) included'),
  date_to: z.iso.date().optional().describe('yyyy-MM-dd, last day (Shanghai) included'),
});
export type OperationLogListQuery = z.output<typeof operationLogListQuery>;

export const operationLogItem = z.object({
  id: z.number().int(),
  actor_kind: z.enum(PRINCIPAL_KINDS),
  actor_id: z.number().int(),
  actor_name: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  entity_name: z.string().nullable().describe("the record's name (company, account, hall…)"),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable().describe('field → [before, after], bookkeeping fields left out'),
  names: z.record(z.string(), z.string()).describe('names of the records the values point at, by kind:id (hall:3)'),
  created_at: z.string().describe('ISO 8601'),
}) satisfies z.ZodType<OperationLogItem>;

export const operationLogPage = pageOf(operationLogItem);

export const operationLogOptions = z.object({ actions: z.array(z.string()), entities: z.array(z.string()) }) satisfies z.ZodType<OperationLogOptions>;
