// The figures' shape, for tests of the features whose content they count.
export type { Statistics } from './statistics-queries';
