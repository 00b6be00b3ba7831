import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { fileBody, refusals } from '../../http/openapi-responses';
import { sampleSvg } from './sample-art';

/** The sample data's pictures: listing photos and provider logos alike. */
export function sampleArtRoutes() {
  return new Hono<AppEnv>().get(
    '/media/sample/:file',
    describeRoute({
      tags: ['media'],
      summary: 'A sample listing photo or provider logo, drawn as SVG',
      responses: { 200: fileBody('The drawing', 'image/svg+xml'), ...refusals(404) },
    }),
    (c) => {
      const file = c.req.param('file');
      const svg = file.endsWith('.svg') ? sampleSvg(file.slice(0, -'.svg'.length)) : undefined;
      if (!svg) throw new AppError('not_found', 'Not found');
      return c.body(svg, 200, {
        'content-type': 'image/svg+xml; charset=utf-8',
        // A name always draws the same picture.
        'cache-control': 'public, max-age=31536000, immutable',
      });
    },
  );
}
