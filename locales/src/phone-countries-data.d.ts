/**
 * intl-tel-input publishes its data module only under the "import" condition ('intl-tel-input/data'), which
 * CommonJS resolution (tsx, jest) cannot see; the file path works everywhere, and this gives it its types.
 */
declare module 'intl-tel-input/dist/js/data.mjs' {
  export { default, rawCountryData, iso2Set, isIso2 } from 'intl-tel-input/data';
}
