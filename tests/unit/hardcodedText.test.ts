import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No hard-coded English in a screen (issue 10): every visible text and every accessible name goes through the
 * translations. The scan reads each src/**\/*.tsx with the TypeScript parser and reports JSX text, and string
 * literals given to attributes a person reads or hears, that are not translation keys.
 */
// Every screen's source text, read by Vite at test time (the app's tsconfig has no Node types).
const SOURCES = import.meta.glob<string>('../../src/**/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'alt',
  'placeholder',
  'label',
  'helperText',
  'emptyText',
]);

/** 'resources.orders.fields.date', 'app.tabs.all', 'ra.action.save': react-admin and our keys. */
const isKey = (text: string) => /^[a-zA-Z][\w-]*(\.[\w/-]+)+$/.test(text);
/** Text with no letter ('—', '·', '#', '×', '+', '/') needs no translation. */
const hasLetters = (text: string) => /\p{L}/u.test(text);

/**
 * Words that are the same in every language: units, symbols and names. Each entry is a file and the exact text,
 * so a new hard-coded string elsewhere still fails.
 */
const ALLOWED: Record<string, string[]> = {
  // the product's name, the same in every language (the browser tab and the top bar)
  'App.tsx': ['title="CleanCRM"'],
};

export function hardCodedTexts(source: string, fileName = 'screen.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText().replace(/\s+/g, ' ').trim();
      // a key as a child is translated by its component (<Heading>resources.x.y</Heading>)
      if (text && hasLetters(text) && !isKey(text)) found.push(text);
    } else if (
      ts.isJsxExpression(node) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression))
    ) {
      // {'Save'} as a child reads the same as Save
      const text = node.expression.text.trim();
      if (hasLetters(text) && !isKey(text)) found.push(text);
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText();
      let literal: string | undefined;
      if (ts.isStringLiteral(node.initializer)) literal = node.initializer.text;
      else if (
        ts.isJsxExpression(node.initializer) &&
        node.initializer.expression &&
        (ts.isStringLiteral(node.initializer.expression) ||
          ts.isNoSubstitutionTemplateLiteral(node.initializer.expression))
      )
        literal = node.initializer.expression.text;
      if (literal !== undefined && READ_ATTRIBUTES.has(name) && hasLetters(literal) && !isKey(literal))
        found.push(`${name}="${literal}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('hard-coded text in screens', () => {
  it('finds JSX text and read attributes, and lets keys and symbols pass', () => {
    const screen = `
      const A = () => (
        <Box title="resources.orders.fields.date" aria-label="Filter">
          Save changes
          <span>{translate('app.save')}</span> — · # {'Cancel'} {' '}
          <img alt="Avatar" />
          <TextInput label="resources.orders.fields.price" placeholder="Search" />
        </Box>
      );`;
    expect(hardCodedTexts(screen)).toEqual([
      'aria-label="Filter"',
      'Save changes',
      'Cancel',
      'alt="Avatar"',
      'placeholder="Search"',
    ]);
  });

  it('finds none in src/**/*.tsx beyond the allow-list', () => {
    const problems: string[] = [];
    const files = Object.entries(SOURCES);
    expect(files.length).toBeGreaterThan(100);
    for (const [path, source] of files) {
      const name = path.replace('../../src/', '');
      const allowed = new Set(ALLOWED[name] ?? []);
      for (const text of hardCodedTexts(source, name))
        if (!allowed.has(text)) problems.push(`${name}: ${text}`);
    }
    expect(problems).toEqual([]);
  });
});
