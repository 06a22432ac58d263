// What the mini-programme API, its admin, the /m pages and robots.txt share with the public catalogue.
export { CATALOGUE_ROOT } from './catalogue-paths';
export {
  type DirectoryFilters,
  companyContent,
  directoryPage,
  findCompany,
  findItem,
  hasEnglish,
  productLinks,
  publicCompany,
  referenceData,
  withDescendants,
} from './catalogue-queries';
export { type CatalogueLocale, type Translate, translatorOf } from './catalogue-texts';
