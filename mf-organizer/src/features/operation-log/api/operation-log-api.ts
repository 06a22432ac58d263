import { api } from '@fair/shared/api/api-client';
import { OPERATION_LOG_PATHS, type OperationLogFilters, type OperationLogItem, type OperationLogOptions } from '@fair/shared/contracts/operation-log';
import type { ListRequest } from '@fair/shared/ui/list/list-params';
import type { PageAnswer } from '@fair/shared/ui/list/use-paged-list';

export const OPERATION_LOG_KEY = ['organizer', 'operation-log'] as const;
export const OPERATION_LOG_OPTIONS_KEY = [...OPERATION_LOG_KEY, 'options'] as const;

export const fetchOperations = (request: ListRequest<OperationLogFilters>) => api.get<PageAnswer<OperationLogItem>>(OPERATION_LOG_PATHS.list, request);
export const fetchOperationOptions = () => api.get<OperationLogOptions>(OPERATION_LOG_PATHS.options);
