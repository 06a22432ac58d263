import { z } from 'zod';
import { EXHIBITOR_SHEET_ROWS_PAGE_SIZE, EXHIBITOR_SHEET_ROWS_PAGE_SIZE_MAX } from '@fair/shared/contracts/exhibitor-sheets';
import type { RouteAccess } from '../../lib/access/route-access';
import { commonErrorResponses } from '../../lib/http/envelope';
import { exhibitorAccountListQuery } from '../exhibitor-accounts';

// what the routes declare: the accounts' tag and role (the sheets are part of that screen), and their parameters and answers
export const tags = ['exhibitor-accounts'];
export const access: RouteAccess = { clientTypes: ['organizer'], roleKey: 'account.exhibitor-account-manage' };
export const fileAnswer = { 200: z.unknown().describe('the .xlsx file'), ...commonErrorResponses };
export const jobStarted = z.object({ job_id: z.number().int().describe('read its progress at /api/jobs/info') });
export const jobIdQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The list's search and filters (its paging and sort mean nothing to a file). */
export const exportQuery = exhibitorAccountListQuery.pick({ keyword: true, type: true, send_status: true, profile: true });

export const rowsQuery = jobIdQuery.extend({
  action: z.enum(['create', 'update', 'invalid']).optional().describe('only the rows the import creates, updates or refuses'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(EXHIBITOR_SHEET_ROWS_PAGE_SIZE_MAX).default(EXHIBITOR_SHEET_ROWS_PAGE_SIZE),
});
const fieldChange = z.object({ column: z.string(), before: z.string().nullable(), after: z.string() });
const rowProblem = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export const previewRows = z.object({
  list: z.array(
    z.object({ row: z.number().int(), action: z.enum(['create', 'update', 'invalid']), key: z.string(), changes: z.array(fieldChange), problems: z.array(rowProblem) }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const confirmBody = z.object({ preview_id: z.string().regex(/^\d{1,10}$/).describe('job_id of the validation') });
