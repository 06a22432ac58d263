import type { RouteAccess } from '../../lib/access/route-access';

/** SPEC §6: the poster screens (/poster/download, /poster/edit) and their calls need poster.download. */
export const posterAccess = { clientTypes: ['organizer'], roleKey: 'poster.download' } as const satisfies RouteAccess;
