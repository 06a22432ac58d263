import type { z } from 'zod';
import type { PowerKey } from '@fair/shared/access/role-keys';
import type { ActivityItem, ActivityListItem, NewsItem, NewsListItem } from '@fair/shared/contracts/content';
import { activitySchema } from '@fair/shared/validation/activity';
import { newsSchema } from '@fair/shared/validation/news';
import type { TextContentKind } from './api/content-api';

/** What differs between exhibitor news and booth activities; the list and the form are shared. */
export interface ContentKindDefinition {
  kind: TextContentKind;
  /** message keys under exhibitor:content.<textKey>.* */
  textKey: 'news' | 'activity';
  listPath: string;
  createPath: string;
  editPath: string;
  /** sub-accounts write only with this power (SPEC §6) */
  powerKey: PowerKey;
  schema: z.ZodObject;
  /** booth activities add a location in both languages (SPEC §3) */
  hasLocation: boolean;
}

export type TextContentListItem = NewsListItem | ActivityListItem;
export type TextContentItem = NewsItem | ActivityItem;

export const NEWS_KIND: ContentKindDefinition = {
  kind: 'news',
  textKey: 'news',
  listPath: '/news/list',
  createPath: '/news/create',
  editPath: '/news/edit',
  powerKey: 'exhibitor.news.edit',
  schema: newsSchema,
  hasLocation: false,
};

export const ACTIVITY_KIND: ContentKindDefinition = {
  kind: 'activity',
  textKey: 'activity',
  listPath: '/activity/list',
  createPath: '/activity/create',
  editPath: '/activity/edit',
  powerKey: 'exhibitor.activity.edit',
  schema: activitySchema,
  hasLocation: true,
};

export const editPathOf = (definition: ContentKindDefinition, id: number) => `${definition.editPath}?id=${id}`;
