// The schema object drizzle() receives; every table module is listed here.
export * from './enums';
export * from './reference';
export * from './exhibitors';
export * from './admins';
export * from './sessions';
export * from './content';
export * from './products';
export * from './news';
export * from './activities';
export * from './messaging';
export * from './downloads';
export * from './jobs';
export * from './operation-log';
export * from './miniprog';
export * from './changes';
export * from './media';
export * from './posters';
