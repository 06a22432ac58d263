// What the authorities screen's member list uses of the staff accounts.
export { adminUserListQuery, adminUserPage, authorityOptions as authorityOptionsSchema } from './admin-user-schemas';
export { authorityOptions, listAdminUsers } from './admin-user-store';
