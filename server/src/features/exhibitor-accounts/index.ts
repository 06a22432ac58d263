// What the account sheets (export with the list's filters) use of the exhibitor accounts.
export { exhibitorAccountListQuery } from './exhibitor-account-schemas';
export { filtersOf } from './exhibitor-account-store';
