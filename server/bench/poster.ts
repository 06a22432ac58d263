/**
 * Poster generation time (GET /exhibitors/poster/generate without its cache): the server draws the 400x600
 * PNG from the template, logo and QR code images and the company's texts. Median and p90 over N cold
 * renders (each a fresh drawing, image decoding included), plus the PNG's size against the 150 KB guidance.
 * BENCH_POSTER_RUNS (default 30).
 */
import { Readable } from 'node:stream';
import { createCanvas } from '@napi-rs/canvas';
import { posterTemplateArt } from '../src/seed/demo-downloads';
import { DEMO_FAIR } from '../src/seed/demo-reference-data';
import { posterFontSource } from '../src/features/poster/poster-fonts';
import { drawPoster } from '../src/features/poster/poster-drawing';
import { posterTemplateSchema } from '../src/features/poster/poster-schemas';
import type { FileStorage } from '../src/lib/storage/file-storage';

const RUNS = Number(process.env.BENCH_POSTER_RUNS ?? 30);

function squareImage(colour: string): Buffer {
  const canvas = createCanvas(300, 300);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 300, 300);
  ctx.fillStyle = colour;
  for (let i = 0; i < 15; i += 1) for (let j = 0; j < 15; j += 1) if ((i * 7 + j * 3) % 5 < 2) ctx.fillRect(i * 20, j * 20, 20, 20);
  return canvas.toBuffer('image/png');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function posterFigures(): Promise<string> {
  const files = new Map<string, Buffer>([
    ['2025/03/00000000000000000000000000000001.png', posterTemplateArt()],
    ['2025/03/00000000000000000000000000000002.png', squareImage('#e4572e')],
    ['2025/03/00000000000000000000000000000003.png', squareImage('#111111')],
  ]);
  const storage: FileStorage = {
    put: async () => undefined,
    get: async (key) => {
      const bytes = files.get(key);
      return bytes ? { stream: Readable.from([bytes]), size: bytes.length } : undefined;
    },
    delete: async () => undefined,
  };
  const source = {
    locale: 'zh-cn' as const,
    template: posterTemplateSchema.parse({ image: '/api/files/2025/03/00000000000000000000000000000001.png', title_zh: `${DEMO_FAIR.name_zh} · 诚邀莅临`, title_en: '' }),
    company: {
      name_zh: '上海演示电子有限公司',
      name_en: 'Shanghai Demo Electronics Co., Ltd.',
      logo: '/api/files/2025/03/00000000000000000000000000000002.png',
      qr_code: '/api/files/2025/03/00000000000000000000000000000003.png',
      hall: '1.1号馆',
      booth: 'A10',
    },
    fair: { ...DEMO_FAIR },
  };
  const fonts = posterFontSource();
  await drawPoster(storage, source); // the first drawing loads the fonts: reported apart from the runs
  const times: number[] = [];
  let size = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    size = (await drawPoster(storage, source)).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `poster generation (400x600 PNG, cold cache, ${RUNS} runs, CJK font: ${fonts}): median ${percentile(times, 50).toFixed(1)} ms, p90 ${percentile(times, 90).toFixed(1)} ms, PNG ${(size / 1024).toFixed(0)} KB`;
}
