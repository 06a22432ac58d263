import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIENT_TYPES } from '@fair/shared/access/client-types';
import { MEDIA_PICTURE_MAX_BYTES, URL_MAX_LENGTH } from '@fair/shared/constants/limits';
import { AppError, fieldError } from '../../lib/http/app-error';
import { commonErrorResponses, errorEnvelope } from '../../lib/http/envelope';
import { ConcurrencyLimit } from '../../lib/proxy-image/concurrency-limit';
import { type FetchImageOptions, ProxyImageError, fetchImage } from '../../lib/proxy-image/fetch-image';

/** Caps: the media library's picture limit (SPEC §5, 10 MB), ten seconds, three redirects. */
export const PROXY_IMAGE_LIMITS: FetchImageOptions = { maxBytes: MEDIA_PICTURE_MAX_BYTES, timeoutMs: 10_000, maxRedirects: 3 };
/** Fetches at once per process: bounds the memory buffered images may take (16 × 10 MB). */
export const PROXY_IMAGE_CONCURRENCY = 16;

function refusal(error: ProxyImageError): AppError {
  switch (error.reason) {
    case 'invalid-url':
      return fieldError('url', 'proxyImage.invalidUrl');
    case 'unresolvable':
      return fieldError('url', 'proxyImage.upstream');
    case 'forbidden-target':
      return fieldError('url', 'proxyImage.forbiddenTarget');
    case 'not-image':
      return fieldError('url', 'proxyImage.notImage');
    case 'too-large':
      return new AppError(413, 'proxyImage.tooLarge');
    case 'timeout':
      return new AppError(504, 'proxyImage.timeout');
    case 'upstream':
      return new AppError(502, 'proxyImage.upstream');
  }
}

/**
 * GET /api/common/proxy-image?url=: a remote image through our origin (for canvas drawing such as the
 * poster). Signed-in clients only, so it is no open proxy; never reaches internal addresses.
 */
const proxyImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const fetches = new ConcurrencyLimit(PROXY_IMAGE_CONCURRENCY);
  app.get(
    '/api/common/proxy-image',
    {
      config: { access: { clientTypes: CLIENT_TYPES } },
      schema: {
        tags: ['common'],
        summary: 'Fetch a remote http(s) image (public hosts only, raster images up to 10 MB, 10 s)',
        querystring: z.object({ url: z.string().trim().min(1).max(URL_MAX_LENGTH) }),
        response: { 200: z.unknown().describe('the image bytes'), ...commonErrorResponses, 502: errorEnvelope, 504: errorEnvelope },
      },
    },
    async (request, reply) => {
      try {
        const slot = await fetches.run(() => fetchImage(request.query.url, PROXY_IMAGE_LIMITS));
        if (!slot) throw new AppError(429, 'errors.throttled');
        const image = slot.value;
        return reply
          .headers({
            'content-type': image.contentType,
            'x-content-type-options': 'nosniff',
            'content-security-policy': "default-src 'none'; sandbox",
            'cache-control': 'private, max-age=3600',
          })
          .send(image.body);
      } catch (error) {
        if (error instanceof ProxyImageError) throw refusal(error);
        throw error;
      }
    },
  );
};

export default proxyImageRoutes;
