import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// An uploaded SVG is rewritten, not trusted: DOMPurify's SVG profile keeps drawing elements and
// presentation attributes and drops scripts and event handlers; on top of that nothing may point
// outside the file (href, xlink:href or url(...) other than to "#an-id", however its CSS is
// escaped), and foreignObject (HTML inside the picture) and style elements (@import) are
// dropped whole. Parsed as HTML, as DOMPurify does, so a DOCTYPE's entities are never expanded.

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const pointsOutside = (value: string) => !value.trim().startsWith('#');
/** A CSS function that loads something other than an element of this file ("#an-id"). */
const LOADS_FROM_OUTSIDE = /url\(\s*['"]?\s*(?!#)|image-set\(|src\(/i;

/** The largest code point; an escape past it, a surrogate or zero reads as U+FFFD (CSS Syntax 4.3.7). */
const MAX_CODE_POINT = 0x10ffff;
const readsAs = (codePoint: number) =>
  codePoint === 0 || codePoint > MAX_CODE_POINT || (codePoint >= 0xd800 && codePoint <= 0xdfff)
    ? '\ufffd'
    : String.fromCodePoint(codePoint);

/**
 * An attribute's value as CSS reads it (presentation attributes and style are CSS): comments
 * gone and escapes resolved, so that `u\72l(`, `\75rl(` and `url\28` are all `url(` before the
 * check, as they are to the browser that draws the picture.
 */
function asCssReadsIt(value: string): string {
  return value
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(
      /\\([0-9a-f]{1,6})[ \t\n\r\f]?|\\([^\n\r\f0-9a-f])/gi,
      (_escape, hex?: string, char?: string) => (hex ? readsAs(Number.parseInt(hex, 16)) : char!),
    );
}

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  const name = data.attrName.toLowerCase();
  if ((name === 'href' || name === 'xlink:href') && pointsOutside(data.attrValue)) {
    data.keepAttr = false;
  }
  if (LOADS_FROM_OUTSIDE.test(asCssReadsIt(data.attrValue))) data.keepAttr = false;
});

/** Whether the text is an SVG document: its first element (after a declaration, comments or a doctype) is `<svg`. */
export function looksLikeSvg(text: string): boolean {
  return /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i.test(
    text,
  );
}

/** The SVG with only what is safe to draw, as a standalone document; undefined if no <svg> survives. */
export function sanitizeSvg(text: string): string | undefined {
  const fragment = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'style'],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NAMESPACE) return undefined;
  return new window.XMLSerializer().serializeToString(root);
}
