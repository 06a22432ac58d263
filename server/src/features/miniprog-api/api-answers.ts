import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ApiCache, type RenderedAnswer, jsonAnswer } from './api-cache';

export const envelope = (request: FastifyRequest, data: unknown) => {
  const text = request.t('ok');
  return { code: 0, message: text, msg: text, data };
};
const missing = (request: FastifyRequest) => {
  const text = request.t('miniprog.notFound');
  return { code: 404, message: text, msg: text, data: null };
};

/** Answers from the cache; `key` must name everything the answer depends on besides the locale. */
export type SendAnswer = (request: FastifyRequest, reply: FastifyReply, key: string, render: () => Promise<RenderedAnswer>) => Promise<FastifyReply>;

export const sendFrom =
  (cache: ApiCache): SendAnswer =>
  (request, reply, key, render) =>
    cache.send(request, reply, `${request.locale}|${key}`, render);

/** The answer of one item: the envelope with its data, or the 404 envelope when there is none. */
export const found = (request: FastifyRequest, data: unknown, tags: { exhibitorId?: number; listing?: boolean } = {}): RenderedAnswer =>
  data === undefined ? { page: jsonAnswer(404, missing(request), { listing: true }) } : { page: jsonAnswer(200, envelope(request, data), tags) };

/** A route module of the API: it answers through the process's one cache. */
export type ApiRoutes = FastifyPluginAsyncZod<{ send: SendAnswer }>;
