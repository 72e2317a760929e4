import assert from 'node:assert/strict';
import type { GridEdit, GridEditResult } from '../../../src/core/gridEdit';
import { say } from '../../../src/core/l10n/message';

/**
 * Holds each edit of `table` to what the panel says after it (or why it refused it) in
 * Chinese, `edit` applying it to the test's case.
 */
export function assertSaidInChinese(edit: (change: GridEdit) => GridEditResult, table: readonly (readonly [GridEdit, string])[]): void {
  const said = table.map(([change]) => {
    const result = edit(change);
    return say(result.message, 'zh-cn');
  });
  assert.deepEqual(
    said,
    table.map(([, words]) => words),
  );
}
