import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { bestInk, contrastRatio, parseHexColour, relativeLuminance } from '../../../../src/core/study/contrast';

describe('contrast: WCAG 2 ratios', () => {
  it('reads #rgb and #rrggbb, and nothing else', () => {
    assert.deepEqual(parseHexColour('#fa0'), [255, 170, 0]);
    assert.deepEqual(parseHexColour('#1E5FBF'), [30, 95, 191]);
    assert.equal(parseHexColour('red'), undefined);
    assert.equal(parseHexColour('#12345'), undefined);
    assert.throws(() => relativeLuminance('var(--x)'), /not a hex colour/);
  });

  it('gives the relative luminance of the primaries and greys', () => {
    assert.equal(relativeLuminance('#000000'), 0);
    assert.equal(relativeLuminance('#ffffff'), 1);
    assert.equal(relativeLuminance('#ff0000'), 0.2126);
    assert.equal(relativeLuminance('#00ff00'), 0.7152);
    assert.equal(relativeLuminance('#0000ff'), 0.0722);
    assert.equal(relativeLuminance('#808080').toFixed(6), '0.215861');
  });

  it('gives the published ratios: 21 for black on white, 4.48 for #777, 4.54 for #767676', () => {
    assert.equal(contrastRatio('#000000', '#ffffff'), 21);
    assert.equal(contrastRatio('#ffffff', '#ffffff'), 1);
    assert.equal(contrastRatio('#777777', '#ffffff').toFixed(2), '4.48');
    assert.equal(contrastRatio('#767676', '#ffffff').toFixed(2), '4.54');
    assert.equal(contrastRatio('#ff0000', '#ffffff').toFixed(2), '4.00');
    // Symmetric: which colour is the text does not matter.
    assert.equal(contrastRatio('#ffffff', '#767676'), contrastRatio('#767676', '#ffffff'));
  });

  it("measures the panel's old labels: white on VS Code's light-theme orange was 2.94", () => {
    assert.equal(contrastRatio('#ffffff', '#d18616').toFixed(2), '2.94');
  });

  it('picks the ink that stands out most, the first on a tie', () => {
    assert.equal(bestInk('#f2c230', ['#141414', '#ffffff']), '#141414');
    assert.equal(bestInk('#1e5fbf', ['#141414', '#ffffff']), '#ffffff');
    assert.equal(bestInk('#808080', ['#808080', '#808080']), '#808080');
  });
});
