// Lists the functions in src/ longer than a reader can hold (issue 26: aim under ~80 lines).
// `node scripts/longFunctions.mjs [--over N] [DIR...]`: one line per function of more than N
// lines (80 by default), longest first, as `LINES FILE:LINE NAME`, then a count. A function's
// lines run from its first token to its closing brace, nested functions included. Reads the
// sources with TypeScript's own parser, so a brace in a string or a comment cannot miscount.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
let over = 80;
const roots = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--over') over = Number(args[++i]);
  else roots.push(args[i]);
}
if (!Number.isInteger(over) || over < 1) {
  console.error('usage: node scripts/longFunctions.mjs [--over N] [DIR...]');
  process.exit(2);
}
if (roots.length === 0) roots.push('src');

function sourceFiles(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full));
    else if (/\.(ts|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

function nameOf(node) {
  if (node.name) return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))) {
    return parent.name.getText();
  }
  return '(anonymous)';
}

const long = [];
for (const root of roots) {
  for (const file of sourceFiles(root)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (ts.isFunctionLike(node) && node.body) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = last - first + 1;
        if (lines > over) long.push({ lines, where: `${file}:${first + 1}`, name: nameOf(node) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}
long.sort((a, b) => b.lines - a.lines || a.where.localeCompare(b.where));
for (const f of long) console.log(`${String(f.lines).padStart(4)} ${f.where} ${f.name}`);
console.log(`${long.length} function${long.length === 1 ? '' : 's'} over ${over} lines`);
