import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// An uploaded SVG is rewritten, not trusted: DOMPurify's SVG profile keeps drawing elements and
// presentation attributes and drops scripts and event handlers; on top of that nothing may point
// outside the file (href, xlink:href or url(...) other than to "#an-id"), and foreignObject
// (HTML inside the picture) and style elements (@import) are dropped whole. Parsed as HTML, as
// DOMPurify does, so a DOCTYPE's entities are never expanded.

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const pointsOutside = (value: string) => !value.trim().startsWith('#');
const EXTERNAL_URL = /url\(\s*['"]?\s*(?!#)/i;

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  const name = data.attrName.toLowerCase();
  if ((name === 'href' || name === 'xlink:href') && pointsOutside(data.attrValue)) {
    data.keepAttr = false;
  }
  if (EXTERNAL_URL.test(data.attrValue)) data.keepAttr = false;
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
