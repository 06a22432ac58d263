import { MINIPROG_ADMIN_PATHS, type MiniprogPopup } from '@fair/shared/contracts/miniprog';
import type { MiniprogPopupInput } from '@fair/shared/validation/miniprog';
import { enabledListApi } from '../../common/api/enabled-list-api';
import type { EnabledFilterValue } from '@fair/shared/ui/list/enabled-filter';

export type PopupFilters = { enabled: EnabledFilterValue };
export const popupApi = enabledListApi<MiniprogPopup, PopupFilters, MiniprogPopupInput>(MINIPROG_ADMIN_PATHS.popup, ['miniprog', 'popups']);
