import { type Image, type SKRSContext2D, createCanvas, loadImage } from '@napi-rs/canvas';
import { posterFont } from './poster-fonts';

/** SPEC §5 image guidance: posters are 400x600. */
export const POSTER_WIDTH = 400;
export const POSTER_HEIGHT = 600;

/** Everything drawn on a poster, already in the reader's language; images as their bytes. */
export interface PosterContent {
  /** the organizer's template background; a default design when absent or unreadable */
  background: Buffer | null;
  heading: string;
  companyName: string;
  /** the company's name in the other language, smaller */
  companyOtherName: string;
  logo: Buffer | null;
  qrCode: Buffer | null;
  /** e.g. "展位：1.1号馆 A10" */
  boothLine: string;
  scanHint: string;
  fairDates: string;
  fairVenue: string;
  /** #rrggbb each (the template's, checked on save) */
  colors: { heading: string; accent: string; card: string; band: string };
}

const CARD = { x: 24, y: 104, width: 352, height: 386, radius: 14 };

async function imageOf(bytes: Buffer | null): Promise<Image | null> {
  if (!bytes) return null;
  try {
    return await loadImage(bytes);
  } catch {
    // a stored file that no longer decodes leaves its place empty instead of failing the whole poster
    return null;
  }
}

/** Draws `image` inside the box, keeping its proportions (contain) or filling the box (cover). */
function drawFitted(ctx: SKRSContext2D, image: Image, x: number, y: number, width: number, height: number, mode: 'contain' | 'cover'): void {
  const scale = mode === 'contain' ? Math.min(width / image.width, height / image.height) : Math.max(width / image.width, height / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, width, height);
  ctx.clip();
  ctx.drawImage(image, x + (width - w) / 2, y + (height - h) / 2, w, h);
  ctx.restore();
}

/**
 * Breaks text into at most `maxLines` lines no wider than `width`: between words for Latin text, between
 * any two characters for Chinese (which has no spaces); the last line ends in an ellipsis when cut.
 */
export function wrapText(ctx: SKRSContext2D, text: string, width: number, maxLines: number): string[] {
  const tokens = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]|[^\s\p{Script=Han}]+\s*|\s+/gu) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const candidate = line + token;
    if (ctx.measureText(candidate.trimEnd()).width <= width || !line) {
      line = candidate;
      continue;
    }
    lines.push(line.trimEnd());
    line = token.trimStart();
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && line.trim()) lines.push(line.trimEnd());
  const consumed = lines.join('').replace(/\s/g, '').length;
  if (consumed < text.replace(/\s/g, '').length && lines.length) {
    let last = lines[lines.length - 1];
    while (last && ctx.measureText(`${last}…`).width > width) last = last.slice(0, -1);
    lines[lines.length - 1] = `${last}…`;
  }
  return lines;
}

function drawLines(ctx: SKRSContext2D, lines: string[], centreX: number, top: number, lineHeight: number): number {
  lines.forEach((line, index) => ctx.fillText(line, centreX, top + index * lineHeight));
  return top + lines.length * lineHeight;
}

function roundedRect(ctx: SKRSContext2D, x: number, y: number, width: number, height: number, radius: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, width, height, radius);
}

function defaultBackground(ctx: SKRSContext2D): void {
  const gradient = ctx.createLinearGradient(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  gradient.addColorStop(0, '#0b3d91');
  gradient.addColorStop(1, '#1677ff');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
}

/** The promotional poster as a 400x600 PNG: template background, a card with the company, the fair below. */
export async function renderPoster(content: PosterContent): Promise<Buffer> {
  const [background, logo, qrCode] = await Promise.all([imageOf(content.background), imageOf(content.logo), imageOf(content.qrCode)]);
  const canvas = createCanvas(POSTER_WIDTH, POSTER_HEIGHT);
  const ctx = canvas.getContext('2d');
  const centre = POSTER_WIDTH / 2;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';

  if (background) drawFitted(ctx, background, 0, 0, POSTER_WIDTH, POSTER_HEIGHT, 'cover');
  else defaultBackground(ctx);

  // heading over the template: white with a soft shadow so it reads on light and dark art alike
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.45)';
  ctx.shadowBlur = 6;
  ctx.fillStyle = content.colors.heading;
  // a long heading steps down in size before it is cut
  let headingLines: string[] = [];
  for (const size of [22, 20, 18]) {
    ctx.font = posterFont(size, 'bold');
    headingLines = wrapText(ctx, content.heading, POSTER_WIDTH - 48, 2);
    if (!headingLines.at(-1)?.endsWith('…')) break;
  }
  drawLines(ctx, headingLines, centre, headingLines.length > 1 ? 26 : 40, 30);
  ctx.restore();

  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.25)';
  ctx.shadowBlur = 12;
  ctx.fillStyle = content.colors.card;
  roundedRect(ctx, CARD.x, CARD.y, CARD.width, CARD.height, CARD.radius);
  ctx.fill();
  ctx.restore();

  const logoBox = 84;
  if (logo) drawFitted(ctx, logo, centre - logoBox / 2, CARD.y + 18, logoBox, logoBox, 'contain');
  let y = CARD.y + 18 + logoBox + 14;

  ctx.fillStyle = '#1f1f1f';
  ctx.font = posterFont(21, 'bold');
  y = drawLines(ctx, wrapText(ctx, content.companyName, CARD.width - 36, 2), centre, y, 28);
  if (content.companyOtherName) {
    ctx.fillStyle = '#595959';
    ctx.font = posterFont(12);
    y = drawLines(ctx, wrapText(ctx, content.companyOtherName, CARD.width - 36, 2), centre, y + 2, 17);
  }
  if (content.boothLine) {
    ctx.fillStyle = content.colors.accent;
    ctx.font = posterFont(17, 'bold');
    drawLines(ctx, wrapText(ctx, content.boothLine, CARD.width - 36, 1), centre, y + 8, 24);
  }

  const qrBox = 104;
  const qrTop = CARD.y + CARD.height - qrBox - 36;
  if (qrCode) {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(centre - qrBox / 2 - 4, qrTop - 4, qrBox + 8, qrBox + 8);
    drawFitted(ctx, qrCode, centre - qrBox / 2, qrTop, qrBox, qrBox, 'contain');
    ctx.fillStyle = '#8c8c8c';
    ctx.font = posterFont(12);
    ctx.fillText(content.scanHint, centre, qrTop + qrBox + 10);
  }

  ctx.save();
  // see-through, so the background's art still shows under the fair's dates
  ctx.globalAlpha = 0.35;
  ctx.fillStyle = content.colors.band;
  ctx.fillRect(0, POSTER_HEIGHT - 92, POSTER_WIDTH, 92);
  ctx.globalAlpha = 1;
  ctx.fillStyle = '#ffffff';
  ctx.font = posterFont(17, 'bold');
  drawLines(ctx, wrapText(ctx, content.fairDates, POSTER_WIDTH - 40, 1), centre, POSTER_HEIGHT - 78, 24);
  ctx.font = posterFont(14);
  drawLines(ctx, wrapText(ctx, content.fairVenue, POSTER_WIDTH - 40, 2), centre, POSTER_HEIGHT - 50, 20);
  ctx.restore();

  return canvas.encode('png');
}
