/**
 * A picture of what the user sees of the page, taken in the browser with no library and no permission prompt: the
 * page's DOM is copied (with what the DOM does not hold: typed values, canvases, images as data), wrapped with the
 * page's own style sheets in an SVG `foreignObject`, drawn on a canvas and saved as PNG. Nothing leaves the browser
 * here; the user sees the picture and decides whether to send it.
 *
 * What it cannot show: the contents of frames and cross-origin images (left blank), and inner scroll positions
 * (inner lists show their top). Passwords are never copied.
 */

export class CaptureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CaptureError';
  }
}

const XHTML = 'http://www.w3.org/1999/xhtml';
const SVG = 'http://www.w3.org/2000/svg';
/** The widest picture we make (in device pixels), and the size past which PNG gives way to JPEG. */
const MAX_PIXELS_WIDE = 2560;
const PNG_BUDGET_BYTES = 4 * 1024 * 1024;
const SKIPPED_TAGS = new Set(['SCRIPT', 'NOSCRIPT', 'TEMPLATE', 'LINK', 'META']);
/** Styles of the root element our style sheets set through `html` selectors, which match nothing in the copy. */
const ROOT_STYLES = [
  'background-color',
  'color',
  'font-family',
  'font-size',
  'font-feature-settings',
  'font-variation-settings',
  'line-height',
  'tab-size',
  '-webkit-text-size-adjust',
  '-webkit-font-smoothing',
  'color-scheme',
];

/**
 * A picture is one moment: what animates in (list items fade in from transparent) is shown as it ends, and no
 * scrollbars or text carets are drawn.
 */
const STILL = `*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important;scrollbar-width:none!important}`;

/** Every rule of the page's same-origin style sheets, as text. */
function pageCss(): string {
  const parts: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      parts.push(Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'));
    } catch {
      // A cross-origin sheet cannot be read; the picture goes without it.
    }
  }
  return parts.join('\n');
}

/** A picture of a drawable (image, canvas, video frame) as a data URL, or null when the browser will not tell. */
function asDataUrl(source: CanvasImageSource, width: number, height: number): string | null {
  if (!width || !height) return null;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(source, 0, 0, width, height);
    return canvas.toDataURL('image/png');
  } catch {
    // Cross-origin pixels taint the canvas: leave that picture out.
    return null;
  }
}

/** An image standing in for a canvas or a video, the same size and classes. */
function imageInstead(original: HTMLElement, dataUrl: string | null): HTMLElement {
  const image = document.createElement('img');
  if (dataUrl) image.setAttribute('src', dataUrl);
  const cls = original.getAttribute('class');
  if (cls) image.setAttribute('class', cls);
  const rect = original.getBoundingClientRect();
  image.setAttribute(
    'style',
    `${original.getAttribute('style') ?? ''};width:${rect.width}px;height:${rect.height}px;object-fit:cover`,
  );
  return image;
}

/** Where a sticky element sits now against where the flow puts it, so the copy can show it where it is seen. */
function stickyOffset(element: HTMLElement): { x: number; y: number } {
  const now = element.getBoundingClientRect();
  const inline = element.style.getPropertyValue('position');
  const priority = element.style.getPropertyPriority('position');
  element.style.setProperty('position', 'static', 'important');
  const flow = element.getBoundingClientRect();
  element.style.setProperty('position', inline, priority);
  return { x: now.left - flow.left, y: now.top - flow.top };
}

function copyState(original: Element, copy: Element): Element {
  if (original instanceof HTMLInputElement && copy instanceof HTMLInputElement) {
    if (original.type === 'checkbox' || original.type === 'radio') {
      if (original.checked) copy.setAttribute('checked', '');
      else copy.removeAttribute('checked');
    } else if (original.type !== 'password' && original.type !== 'file') {
      copy.setAttribute('value', original.value);
    }
  } else if (original instanceof HTMLTextAreaElement) {
    copy.textContent = original.value;
  } else if (original instanceof HTMLSelectElement) {
    Array.from(copy.querySelectorAll('option')).forEach((option, index) => {
      if (original.options[index]?.selected) option.setAttribute('selected', '');
      else option.removeAttribute('selected');
    });
  } else if (original instanceof HTMLImageElement) {
    copy.removeAttribute('srcset');
    copy.removeAttribute('loading');
    const inlined =
      original.complete && original.naturalWidth
        ? asDataUrl(original, original.naturalWidth, original.naturalHeight)
        : null;
    if (inlined) copy.setAttribute('src', inlined);
    else copy.removeAttribute('src');
  } else if (original instanceof HTMLCanvasElement) {
    let inlined: string | null = null;
    try {
      inlined = original.toDataURL('image/png');
    } catch {
      inlined = null;
    }
    return imageInstead(original, inlined);
  } else if (original instanceof HTMLVideoElement) {
    return imageInstead(original, asDataUrl(original, original.videoWidth, original.videoHeight));
  } else if (original instanceof HTMLIFrameElement) {
    const box = document.createElement('div');
    const rect = original.getBoundingClientRect();
    box.setAttribute('style', `width:${rect.width}px;height:${rect.height}px;background:#f1f5f9`);
    return box;
  }
  if (original instanceof HTMLElement && getComputedStyle(original).position === 'sticky') {
    const offset = stickyOffset(original);
    const style = (copy as HTMLElement).style;
    style.setProperty('position', 'relative', 'important');
    style.setProperty('top', `${offset.y}px`, 'important');
    style.setProperty('left', `${offset.x}px`, 'important');
    style.setProperty('bottom', 'auto', 'important');
    style.setProperty('right', 'auto', 'important');
  }
  return copy;
}

/** The element and its subtree, without what `exclude` names, with the state the DOM alone does not hold. */
function copyTree(original: Node, exclude: (element: Element) => boolean): Node | null {
  if (original.nodeType === Node.TEXT_NODE) return original.cloneNode(false);
  if (!(original instanceof Element)) return null;
  if (SKIPPED_TAGS.has(original.tagName) || exclude(original)) return null;
  const shallow = original.cloneNode(false) as Element;
  const copy = copyState(original, shallow);
  // A stand-in (canvas, video, frame) has no children to copy.
  if (copy !== shallow) return copy;
  // A textarea's text is its value, set above; a select's options are copied with it.
  if (original instanceof HTMLTextAreaElement) return copy;
  for (const child of Array.from(original.childNodes)) {
    const copied = copyTree(child, exclude);
    if (copied) copy.appendChild(copied);
  }
  if (original instanceof HTMLSelectElement) copyState(original, copy);
  return copy;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new CaptureError('The browser could not draw the page.'));
    image.src = url;
  });
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new CaptureError('The picture came out empty.'))),
        type,
        quality,
      );
    } catch (error) {
      reject(new CaptureError('The browser would not let us save the picture.', { cause: error }));
    }
  });
}

export interface CaptureOptions {
  /** Elements to leave out (the feedback dialog itself). */
  exclude?: (element: Element) => boolean;
}

/** The visible part of the page as an image file (PNG, or JPEG when PNG would be too large). */
export async function capturePage({ exclude = () => false }: CaptureOptions = {}): Promise<File> {
  const width = document.documentElement.clientWidth || window.innerWidth;
  const height = document.documentElement.clientHeight || window.innerHeight;
  const body = copyTree(document.body, exclude) as HTMLElement | null;
  if (!body || !width || !height) throw new CaptureError('There is no page to capture.');

  const root = document.documentElement;
  const rootStyle = getComputedStyle(root);
  const viewport = document.createElementNS(XHTML, 'div') as HTMLElement;
  viewport.setAttribute('class', root.getAttribute('class') ?? '');
  viewport.setAttribute(
    'style',
    [
      root.getAttribute('style') ?? '',
      ...ROOT_STYLES.map((name) => `${name}:${rootStyle.getPropertyValue(name)}`),
      `width:${width}px;height:${height}px;overflow:hidden;position:relative`,
    ].join(';'),
  );
  const style = document.createElementNS(XHTML, 'style');
  style.textContent = `${pageCss()}\n${STILL}`;
  viewport.appendChild(style);
  // The page as scrolled: the copy moves up and left by the scroll, inside a box that clips it to the viewport.
  const page = document.createElementNS(XHTML, 'div') as HTMLElement;
  page.setAttribute(
    'style',
    `position:relative;width:${root.scrollWidth}px;margin-top:${-window.scrollY}px;margin-left:${-window.scrollX}px`,
  );
  page.appendChild(body);
  viewport.appendChild(page);

  const markup = new XMLSerializer().serializeToString(viewport);
  const svg =
    `<svg xmlns="${SVG}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<foreignObject x="0" y="0" width="100%" height="100%">${markup}</foreignObject></svg>`;
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);

  const scale = Math.min(window.devicePixelRatio || 1, 2, MAX_PIXELS_WIDE / width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new CaptureError('This browser cannot draw the picture.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);

  let blob = await toBlob(canvas, 'image/png');
  let name = 'screenshot.png';
  if (blob.size > PNG_BUDGET_BYTES) {
    blob = await toBlob(canvas, 'image/jpeg', 0.85);
    name = 'screenshot.jpg';
  }
  return new File([blob], name, { type: blob.type });
}
