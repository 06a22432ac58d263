import { contentRoutes } from '../content/content-routes';
import { productDefinition } from './product-definition';

/** GET /exhibitors/product/list|info, POST /exhibitors/product/save|state, DELETE /exhibitors/product/delete. */
export default contentRoutes(productDefinition);
