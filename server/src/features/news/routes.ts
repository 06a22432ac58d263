import { newsSchema } from '@fair/shared/validation/news';
import { news } from '../../db/schema/news';
import { contentRoutes, richTextDefinition } from '../content';

/** Exhibitor news (SPEC §3 News item): GET /exhibitors/news/list|info, POST /exhibitors/news/save|state, DELETE /exhibitors/news/delete. */
export default contentRoutes(
  richTextDefinition({ kind: 'news', tag: 'exhibitor news', powerKey: 'exhibitor.news.edit', table: news, notFoundKey: 'news.notFound', formSchema: newsSchema, textFields: [] }),
);
