import { createCanvas } from '@napi-rs/canvas';
import { PNG } from 'pngjs';
import { type PrincipalName, type TestApp, envelope } from '../../../test/build-test-app';
import { multipartBody } from '../../../test/multipart';

/** A real PNG of one colour, as an organizer or exhibitor would upload it. */
export function solidPng(width: number, height: number, colour: string): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

export async function uploadAs(t: TestApp, principal: PrincipalName, content: Buffer): Promise<string> {
  const url = principal === 'organizerAll' ? '/admin/attachment/upload' : '/exhibitors/attachment/upload';
  const response = await t.injectAs(principal, { method: 'POST', url, ...multipartBody([{ field: 'file', fileName: 'image.png', content }]) });
  expect(response.statusCode).toBe(200);
  return envelope<{ url: string }>(response).data.url;
}

/** A spot of the company card free of text and images (poster-renderer.ts: the card spans x 24–376, y 104–490). */
export const CARD_SPOT = { x: 30, y: 300 };

/** "#rrggbb" of one pixel of a PNG, decoded by pngjs (not by the canvas that drew it). */
export function pixelOf(png: Buffer, spot: { x: number; y: number }): string {
  const image = PNG.sync.read(png);
  const at = (spot.y * image.width + spot.x) * 4;
  return `#${[image.data[at], image.data[at + 1], image.data[at + 2]].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
