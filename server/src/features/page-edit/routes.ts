import loginPageRoutes from './login-page-routes';

/** SPEC §2 /organizer/page-edit (the banners' own calls, admin/global/banner, live with the poster template's). */
export default loginPageRoutes;
