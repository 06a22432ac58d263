// An account sheet's rows applied as one import: what other features' tests use to import like the screen does.
export { applyImport } from './apply-import';
