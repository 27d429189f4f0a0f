/**
 * The page's only way to put anything on screen: drawings are plain trees (`el` for HTML, `svg` for
 * SVG), built by pure functions that run in Node too, and made into DOM by `toDom` with
 * createElement / createElementNS, setAttribute and text nodes. No markup is ever parsed from a
 * string (test/web/no-inner-html.test.ts forbids the HTML sinks in web/), so a value from a scenario,
 * a save or a link can only ever be text or an attribute value, never an element.
 */

/** The HTML namespace. */
export const HTML_NS = 'http://www.w3.org/1999/xhtml';
/** The SVG namespace. */
export const SVG_NS = 'http://www.w3.org/2000/svg';

/** An element of a drawing: its namespace, tag, attributes (already strings) and children. */
export interface VNode {
  readonly ns: typeof HTML_NS | typeof SVG_NS;
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly (VNode | string)[];
  /** Inline style properties, set through the CSSOM (style.setProperty), never as an attribute's text. */
  readonly styles?: Readonly<Record<string, string>>;
}

/** What a child may be: an element, text (a number is written as text), nothing, or a list of them. */
export type Child = VNode | string | number | false | null | undefined | readonly Child[];

/** An attribute value: text, a number, true (present, empty) or false / null / undefined (left out). */
export type AttrValue = string | number | boolean | null | undefined;

/** Attributes of a drawing; event handler attributes (`on...`) are not attributes a drawing may have. */
export type Attrs = Readonly<Record<string, AttrValue>> & { readonly [K in `on${string}`]?: never };

/** The HTML elements the page draws. */
export type HtmlTag =
  | 'a'
  | 'br'
  | 'button'
  | 'caption'
  | 'dd'
  | 'div'
  | 'dl'
  | 'dt'
  | 'em'
  | 'fieldset'
  | 'h2'
  | 'h3'
  | 'input'
  | 'label'
  | 'legend'
  | 'li'
  | 'ol'
  | 'option'
  | 'p'
  | 'section'
  | 'select'
  | 'span'
  | 'strong'
  | 'table'
  | 'tbody'
  | 'td'
  | 'th'
  | 'thead'
  | 'tr'
  | 'ul';

/** The SVG elements the map draws. */
export type SvgTag =
  | 'circle'
  | 'defs'
  | 'g'
  | 'line'
  | 'marker'
  | 'path'
  | 'pattern'
  | 'polygon'
  | 'rect'
  | 'svg'
  | 'text'
  | 'title';

const HTML_TAGS: ReadonlySet<string> = new Set<HtmlTag>([
  'a',
  'br',
  'button',
  'caption',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'fieldset',
  'h2',
  'h3',
  'input',
  'label',
  'legend',
  'li',
  'ol',
  'option',
  'p',
  'section',
  'select',
  'span',
  'strong',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
]);
const SVG_TAGS: ReadonlySet<string> = new Set<SvgTag>([
  'circle',
  'defs',
  'g',
  'line',
  'marker',
  'path',
  'pattern',
  'polygon',
  'rect',
  'svg',
  'text',
  'title',
]);

/** Attribute names a drawing never sets: event handlers and anything that loads or links. */
const FORBIDDEN_ATTR = /^(on|href$|src(doc)?$|xlink:|formaction$|action$|style$)/i;
/** A well-formed attribute name (data-*, aria-*, stroke-width, viewBox, ...). */
const ATTR_NAME = /^[a-zA-Z][a-zA-Z0-9-]*$/;

function flat(children: readonly Child[], out: (VNode | string)[]): (VNode | string)[] {
  for (const c of children) {
    if (c === false || c === null || c === undefined) continue;
    if (Array.isArray(c)) flat(c as readonly Child[], out);
    else if (typeof c === 'number') out.push(String(c));
    else out.push(c as VNode | string);
  }
  return out;
}

function attrsOf(attrs: Attrs | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!attrs) return out;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v === null || v === undefined) continue;
    out[k] = v === true ? '' : String(v);
  }
  return out;
}

/** An HTML element of a drawing. */
export function el(tag: HtmlTag, attrs?: Attrs, ...children: Child[]): VNode {
  return { ns: HTML_NS, tag, attrs: attrsOf(attrs), children: flat(children, []) };
}

/** An SVG element of a drawing. */
export function svg(tag: SvgTag, attrs?: Attrs, ...children: Child[]): VNode {
  return { ns: SVG_NS, tag, attrs: attrsOf(attrs), children: flat(children, []) };
}

/**
 * A drawing made into DOM nodes of `doc`: elements by createElement(NS), attributes by setAttribute,
 * text by text nodes. A tag outside the page's lists, an event handler or a linking attribute is left
 * out (the types already forbid them; this holds whatever a caller casts).
 */
export function toDom(node: VNode | string, doc: Document = document): Node {
  if (typeof node === 'string') return doc.createTextNode(node);
  const known = node.ns === SVG_NS ? SVG_TAGS : HTML_TAGS;
  if (!known.has(node.tag)) return doc.createTextNode('');
  const e = node.ns === SVG_NS ? doc.createElementNS(SVG_NS, node.tag) : doc.createElement(node.tag);
  for (const [k, v] of Object.entries(node.attrs)) {
    if (!ATTR_NAME.test(k) || FORBIDDEN_ATTR.test(k)) continue;
    e.setAttribute(k, v);
  }
  const style = (e as unknown as Partial<ElementCSSInlineStyle>).style;
  if (node.styles && style) for (const [k, v] of Object.entries(node.styles)) style.setProperty(k, v);
  for (const c of node.children) e.append(toDom(c, doc));
  return e;
}

/** Replaces what `host` shows with `children` (drawings or text). */
export function put(host: Element, ...children: Child[]): void {
  host.replaceChildren(...flat(children, []).map((c) => toDom(c, host.ownerDocument)));
}

/** A drawing with inline style properties (a bar's width, a swatch's colour): CSS values, never markup. */
export function styled(node: VNode, styles: Readonly<Record<string, string>>): VNode {
  return { ...node, styles: { ...node.styles, ...styles } };
}

/**
 * An SVG document's text (the procedure diagram drawn at build time) as an element of this page: parsed by
 * DOMParser as image/svg+xml (an XML parse: nothing in it runs), scripts, foreign objects' event
 * handlers and links taken out, then imported. Undefined when the text is not an SVG document.
 */
export function importSvg(text: string, doc: Document = document): SVGSVGElement | undefined {
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = parsed.documentElement;
  if (
    !root ||
    root.namespaceURI !== SVG_NS ||
    root.localName !== 'svg' ||
    parsed.getElementsByTagName('parsererror').length > 0
  )
    return undefined;
  for (const s of [...root.querySelectorAll('script, iframe, object, embed')]) s.remove();
  for (const e of [root, ...root.querySelectorAll('*')]) {
    for (const a of [...e.attributes]) {
      const link = /(^|:)href$/i.test(a.name) && !a.value.startsWith('#');
      if (/^on/i.test(a.name) || link) e.removeAttribute(a.name);
    }
  }
  return doc.importNode(root, true) as unknown as SVGSVGElement;
}
