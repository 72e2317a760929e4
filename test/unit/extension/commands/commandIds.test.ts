import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMMANDS } from '../../../../src/extension/commands/commandIds';

describe('command ids', () => {
  it('are the ones package.json contributes, no more and no fewer', () => {
    const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', '..', '..', 'package.json'), 'utf8')) as {
      contributes: { commands: { command: string }[] };
    };
    const declared = manifest.contributes.commands.map((c) => c.command).sort();
    assert.deepEqual(Object.values(COMMANDS).sort(), declared);
  });
});
