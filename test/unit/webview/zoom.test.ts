import assert from 'node:assert/strict';
import {
  MAX_SQUARE_PX,
  MIN_VIEWPORT_HEIGHT,
  clamp,
  clampPan,
  fitView,
  panBy,
  viewBoxOf,
  viewportHeight,
  wheelFactor,
  zoomAbout,
  zoomLimits,
} from '../../../src/webview/zoom';

// A 5×6 lair drawn with 36-unit squares and a 1-unit margin: 218 × 182 units.
const small = { width: 218, height: 182 };
// A 100×100 lair: 3602 × 3602 units.
const big = { width: 3602, height: 3602 };

describe('panel zoom arithmetic', () => {
  it('clamps', () => {
    assert.equal(clamp(5, 1, 3), 3);
    assert.equal(clamp(-5, 1, 3), 1);
    assert.equal(clamp(2, 1, 3), 2);
  });

  it('sizes the viewport to fill the panel’s width, within the window’s height', () => {
    // 436 px wide: exactly twice the drawing, so 364 px tall.
    assert.equal(viewportHeight(small, 436, 1000), 364);
    // A square lair is as tall as the panel is wide, unless the window is shorter.
    assert.equal(viewportHeight(big, 600, 1000), 600);
    assert.equal(viewportHeight(big, 600, 450), 450);
    // Never shorter than the floor, even for a wide, flat lair or a tiny window.
    assert.equal(viewportHeight({ width: 3602, height: 74 }, 600, 1000), MIN_VIEWPORT_HEIGHT);
    assert.equal(viewportHeight(big, 600, 20), MIN_VIEWPORT_HEIGHT);
  });

  it('fits the whole grid, centred: a 5×6 lair takes the panel’s whole width', () => {
    assert.deepEqual(fitView(small, { width: 436, height: 364 }), { scale: 2, x: 0, y: 0 });
    // A taller viewport than needed: the grid is centred vertically.
    assert.deepEqual(fitView(small, { width: 436, height: 400 }), { scale: 2, x: 0, y: 18 });
    // A shorter one: height decides, centred horizontally.
    assert.deepEqual(fitView(small, { width: 436, height: 91 }), { scale: 0.5, x: 163.5, y: 0 });
  });

  it('lets a 100×100 lair be zoomed until a square is 160 px wide, and out to half the fit', () => {
    const fit = fitView(big, { width: 600, height: 600 }).scale;
    assert.equal(fit, 600 / 3602);
    const limits = zoomLimits(fit, 36);
    assert.equal(limits.max, MAX_SQUARE_PX / 36);
    assert.equal(limits.min, fit / 2);
    // At the fit a square is under 6 px; zoomed all the way it is 160 px, far past 24 px.
    assert.ok(36 * fit < 6);
    assert.equal(36 * limits.max, 160);
    // A lair so small that the fit already shows squares over 160 px: the fit is the limit.
    assert.deepEqual(zoomLimits(10, 36), { min: 5, max: 10 });
  });

  it('zooms about the pointer: the content under it stays put', () => {
    const view = { scale: 2, x: 10, y: 20 };
    const zoomed = zoomAbout(view, 1.5, { x: 110, y: 220 }, { min: 0.5, max: 8 });
    // The content point under (110, 220) was (50, 100) and still shows there.
    assert.deepEqual(zoomed, { scale: 3, x: -40, y: -80 });
    assert.equal(50 * zoomed.scale + zoomed.x, 110);
    assert.equal(100 * zoomed.scale + zoomed.y, 220);
    // Past the limit the scale stops, still about the same point.
    assert.deepEqual(zoomAbout(view, 10, { x: 10, y: 20 }, { min: 0.5, max: 8 }), { scale: 8, x: 10, y: 20 });
    assert.deepEqual(zoomAbout(view, 0.01, { x: 10, y: 20 }, { min: 0.5, max: 8 }), { scale: 0.5, x: 10, y: 20 });
  });

  it('pans by the drag, but keeps some of the grid over the viewport’s centre', () => {
    const viewport = { width: 400, height: 300 };
    const view = { scale: 2, x: 0, y: 0 };
    assert.deepEqual(panBy(view, -30, 40, small, viewport), { scale: 2, x: -30, y: 40 });
    // Dragged far right and down: the grid's left and top edges stop at the centre.
    assert.deepEqual(panBy(view, 1000, 1000, small, viewport), { scale: 2, x: 200, y: 150 });
    // Far left and up: its right and bottom edges stop at the centre (436 and 364 px on screen).
    assert.deepEqual(panBy(view, -1000, -1000, small, viewport), { scale: 2, x: 200 - 436, y: 150 - 364 });
    assert.deepEqual(clampPan({ scale: 1, x: 5, y: 5 }, small, viewport), { scale: 1, x: 5, y: 5 });
  });

  it('says which region is in sight as a viewBox', () => {
    assert.deepEqual(viewBoxOf({ scale: 2, x: -40, y: 10 }, { width: 400, height: 300 }), { x: 20, y: -5, width: 200, height: 150 });
    assert.deepEqual(viewBoxOf({ scale: 1, x: 0, y: 0 }, { width: 218, height: 182 }), { x: -0, y: -0, width: 218, height: 182 });
  });

  it('turns wheel distance into a factor that a reverse scroll undoes; a pinch counts more', () => {
    assert.equal(wheelFactor(-100, 0, false), Math.exp(0.2));
    assert.equal(wheelFactor(100, 0, false) * wheelFactor(-100, 0, false), 1);
    assert.equal(wheelFactor(3, 1, false), Math.exp(-0.096));
    assert.equal(wheelFactor(1, 2, false), Math.exp(-0.8));
    assert.equal(wheelFactor(-10, 0, true), Math.exp(0.1));
    assert.ok(wheelFactor(-10, 0, true) > wheelFactor(-10, 0, false));
  });
});
