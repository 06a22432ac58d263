import { Parser } from 'htmlparser2';

/** Why an SVG was refused; undefined when it is a plain drawing. */
export type SvgProblem = 'not-svg' | 'script' | 'event-handler' | 'external-reference' | 'entity' | 'foreign-content';

/** Elements that run code or embed another document; matched on the local name, whatever the prefix. */
const ACTIVE_ELEMENTS = new Set([
  'script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener', 'audio', 'video', 'canvas',
  'frame', 'frameset', 'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'img', 'html', 'body',
]);
const ANIMATION_ELEMENTS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor']);
const REFERENCE_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction']);

/** Only in-document fragments and inline raster images may be referenced: no remote fetches, no code. */
function isSafeReference(value: string): boolean {
  const compact = value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
  return compact === '' || compact.startsWith('#') || /^data:image\/(png|jpe?g|gif|webp);/.test(compact);
}

function cssProblem(css: string): SvgProblem | undefined {
  const compact = css.replace(/\\[0-9a-f]{1,6}\s?|\\/gi, '').replace(/\s+/g, '').toLowerCase();
  if (/@import|expression\(|javascript:|behavior:|-moz-binding/.test(compact)) return 'script';
  for (const match of compact.matchAll(/url\(([^)]*)\)/g)) {
    if (!isSafeReference(match[1].replace(/^['"]|['"]$/g, ''))) return 'external-reference';
  }
  return undefined;
}

const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1).toLowerCase();

/**
 * Checks an uploaded SVG the way a browser would see it (an XML document with SVG as root) and answers the
 * first thing that could run script, load a remote resource or expand entities. Refusing beats sanitising
 * here: a logo or QR code never needs any of these, and the stored file stays byte-for-byte what was sent.
 */
export function findSvgProblem(bytes: Uint8Array): SvgProblem | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'not-svg';
  }
  if (text.includes('\u0000')) return 'not-svg';
  if (/<!ENTITY/i.test(text)) return 'entity';
  if (/http:\/\/www\.w3\.org\/1999\/xhtml/i.test(text)) return 'foreign-content';

  let problem: SvgProblem | undefined;
  let rootSeen = false;
  let inStyle = 0;
  const flag = (found: SvgProblem | undefined) => {
    problem ??= found;
  };
  const parser = new Parser(
    {
      onprocessinginstruction(name, data) {
        const lower = name.toLowerCase();
        if (lower === '!doctype') {
          if (data.includes('[')) flag('entity');
        } else if (lower !== '?xml') {
          flag('external-reference');
        }
      },
      onopentag(name, attributes) {
        const element = localName(name);
        if (!rootSeen) {
          rootSeen = true;
          if (element !== 'svg') flag('not-svg');
        }
        if (ACTIVE_ELEMENTS.has(element)) flag(element === 'script' ? 'script' : 'foreign-content');
        if (element === 'style') inStyle += 1;
        for (const [attributeName, value] of Object.entries(attributes)) {
          const attribute = localName(attributeName);
          if (attribute.startsWith('on')) flag('event-handler');
          else if (attribute === 'style') flag(cssProblem(value));
          else if (ANIMATION_ELEMENTS.has(element) && attribute === 'attributename' && /href|^on/i.test(value)) flag('script');
          else if (REFERENCE_ATTRIBUTES.has(attribute) && !isSafeReference(value)) flag('external-reference');
          else if (/javascript:|vbscript:/i.test(value.replace(/[\s\p{Cc}]/gu, ''))) flag('script');
        }
      },
      ontext(data) {
        if (inStyle > 0) flag(cssProblem(data));
      },
      onclosetag(name) {
        if (localName(name) === 'style') inStyle -= 1;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(text);
  parser.end();
  if (!rootSeen) return 'not-svg';
  return problem;
}
