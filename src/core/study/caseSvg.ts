// Export SVG: the panel's scene of a case written as a standalone file.
import { caseScene, svgElementOf, type CaseDrawing, type DrawnCase, type SceneShape } from './scene';
import { PALETTES, STANDALONE_COLOURS } from './palette';

const TITLE = 28;
const PAD = 8;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);
}

/** What the panel's stylesheet gives a shape, for a file that has no theme. */
function standalonePaint(shape: SceneShape): Record<string, string | number> {
  const colours = STANDALONE_COLOURS[shape.class] ?? {};
  const paint: Record<string, string | number> = {};
  if (shape.kind === 'polyline') Object.assign(paint, { fill: 'none', 'stroke-width': 3, 'stroke-linejoin': 'round', opacity: 0.85 });
  if (colours.fill !== undefined && !('fill' in shape && shape.fill)) paint['fill'] = colours.fill;
  if (colours.stroke !== undefined) paint['stroke'] = colours.stroke;
  return paint;
}

function element(shape: SceneShape): string {
  const { tag, attributes, text } = svgElementOf(shape, PAD, PAD + TITLE);
  const all = { ...attributes, ...standalonePaint(shape) };
  const written = Object.entries(all)
    .map(([name, value]) => `${name}="${escapeXml(String(value))}"`)
    .join(' ');
  return text === undefined ? `<${tag} ${written}/>` : `<${tag} ${written}>${escapeXml(text)}</${tag}>`;
}

/**
 * The case as an SVG document, drawn as the panel draws it in a light theme: squares, stones
 * or walls, the exit or door, the snake or the start, and the solution path numbered by move.
 * `title` is any text (it is escaped).
 */
export function caseSvg<V extends DrawnCase>(drawing: CaseDrawing<V>, view: V, moves: ArrayLike<number>, title: string): string {
  const path = Array.from(moves);
  const scene = caseScene(drawing, view, {}, { moves: path, pathTo: path.length, piecesAt: 0 }, PALETTES.light);
  const width = scene.width + 2 * PAD;
  const height = scene.height + 2 * PAD + TITLE;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Menlo, Consolas, monospace" role="img" aria-label="${escapeXml(scene.label)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="${STANDALONE_COLOURS['background']?.fill ?? '#ffffff'}"/>`,
    `<text x="${PAD}" y="${PAD + 14}" fill="${STANDALONE_COLOURS['title']?.fill ?? '#1e1e1e'}" font-size="14" font-family="system-ui, sans-serif">${escapeXml(title)}</text>`,
  ];
  for (const layer of scene.layers) {
    out.push(`<g class="${escapeXml(layer.class)}">`);
    if (layer.title) out.push(`<title>${escapeXml(layer.title)}</title>`);
    for (const shape of layer.shapes) out.push(element(shape));
    out.push('</g>');
  }
  out.push('</svg>', '');
  return out.join('\n');
}
