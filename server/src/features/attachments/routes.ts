import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrganizerRoleKey } from '@fair/shared/access/role-keys';
import { UPLOAD_MAX_BYTES } from '@fair/shared/constants/limits';
import { uploadedFiles } from '../../db/schema/content';
import { PUBLIC, type RouteAccess } from '../../lib/access/route-access';
import { principalOf } from '../../lib/access/principal-of';
import { servesInline, uploadTypeOf } from '../../lib/file-kind/upload-types';
import { notFound } from '../../lib/http/app-error';
import { commonErrorResponses, ok, responses } from '../../lib/http/envelope';
import { FILES_ROUTE_PREFIX, isStorageKey } from '../../lib/storage/file-storage';
import { receiveUpload } from './receive-upload';

const uploaded = z.object({
  url: z.string().describe('where the file is served; the value to save in forms'),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
});

/**
 * The organizer screens that upload (SPEC §2, §3): banner editor, notification content, ad images and
 * files, poster template, download files, and the exhibitor-account sheet import. An organizer needs
 * one of them; mini-programme admins are not role-checked (SPEC §6).
 */
const ORGANIZER_UPLOAD_ROLE_KEYS = [
  'organizer.page-edit',
  'organizer.notification',
  'organizer.advertising',
  'poster.download',
  'download.list',
  'account.exhibitor-account-manage',
] as const satisfies readonly OrganizerRoleKey[];

/** A stored file must never be read as HTML or script by a browser on our origin. */
const FILE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
  'cross-origin-resource-policy': 'cross-origin',
  'cache-control': 'public, max-age=31536000, immutable',
};

const contentDisposition = (inline: boolean, name: string) =>
  `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(name || 'file')}`;

/** SPEC §7 uploads: the exhibitor and admin endpoints (multipart field `file`) and serving of stored files. */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 } });

  for (const [url, access, summary] of [
    ['/exhibitors/attachment/upload', { clientTypes: ['exhibitor'] }, 'Exhibitor upload'],
    ['/admin/attachment/upload', { clientTypes: ['organizer', 'miniprog'], roleKey: ORGANIZER_UPLOAD_ROLE_KEYS }, 'Organizer or mini-programme admin upload'],
  ] as const satisfies readonly (readonly [string, RouteAccess, string])[]) {
    app.post(
      url,
      {
        config: { access },
        schema: {
          tags: ['uploads'],
          summary: `${summary}: multipart field "file", at most ${UPLOAD_MAX_BYTES} bytes, SPEC §5 types checked by content`,
          consumes: ['multipart/form-data'],
          response: responses(uploaded),
        },
      },
      async (request) => {
        const { url, name, size, mime } = await receiveUpload(app, request, principalOf(request));
        return ok({ url, name, size, mime });
      },
    );
  }

  app.get(
    `${FILES_ROUTE_PREFIX}*`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['uploads'],
        summary: 'A stored upload: images inline, everything else as a download, never sniffed',
        params: z.object({ '*': z.string().max(100) }),
        response: { 200: z.unknown().describe('the file'), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const type = uploadTypeOf(key);
      if (!isStorageKey(key) || !type) throw notFound('upload.notFound');
      const [record] = await app.db
        .select({ name: uploadedFiles.original_name })
        .from(uploadedFiles)
        .where(eq(uploadedFiles.storage_key, key))
        .limit(1);
      const stored = record && (await app.storage.get(key));
      if (!stored) throw notFound('upload.notFound');
      reply.headers({
        ...FILE_SECURITY_HEADERS,
        'content-type': type.mime,
        'content-disposition': contentDisposition(servesInline(type), record.name),
      });
      if (stored.size !== undefined) reply.header('content-length', stored.size);
      return reply.send(stored.stream);
    },
  );
};

export default uploadRoutes;
