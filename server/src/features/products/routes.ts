import { contentRoutes } from '../content';
import { productDefinition } from './product-definition';

/** GET /exhibitors/product/list|info, POST /exhibitors/product/save|state, DELETE /exhibitors/product/delete. */
export default contentRoutes(productDefinition);
