// The route module of this feature (src/app.ts loads src/features/<area>/routes.ts); the pages are JSX.
export { default } from './mobile-web-routes';
