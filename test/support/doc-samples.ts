import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The code samples of the docs a theme developer reads (README.md, docs/api.md,
 * docs/markup-contract.md), read from the markdown at test time so a changed sample is
 * the one tested. A sample whose first line names a file (`<!-- PAGES_DIR/shop.html -->`,
 * `// PAGES_DIR/shop.js`) is that file of a theme developer's PAGES_DIR.
 */
export interface DocSample {
  doc: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  code: string;
  /** `shop.html` for a sample that starts with a PAGES_DIR file marker. */
  file?: string;
}

export const SAMPLE_DOCS = ['README.md', 'docs/api.md', 'docs/markup-contract.md'] as const;
const repo = resolve(import.meta.dirname, '../..');
const MARKER = /^\s*(?:<!--|\/\/|\/\*)\s*PAGES_DIR\/([\w./-]+)/;

export function docSamples(docs: readonly string[] = SAMPLE_DOCS): DocSample[] {
  const samples: DocSample[] = [];
  for (const doc of docs) {
    const lines = readFileSync(resolve(repo, doc), 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      const open = /^```(\w*)\s*$/.exec(lines[i] ?? '');
      if (!open) continue;
      const end = lines.indexOf('```', i + 1);
      if (end < 0) throw new Error(`${doc}:${i + 1}: unclosed code fence`);
      const code = lines.slice(i + 1, end).join('\n');
      const file = MARKER.exec(code)?.[1];
      samples.push({ doc, line: i + 1, lang: open[1] ?? '', code, ...(file ? { file } : {}) });
      i = end;
    }
  }
  return samples;
}

export const sampleName = (s: DocSample): string => `${s.doc}:${s.line} (${s.lang})`;

/**
 * A PAGES_DIR page that runs one sample: html in the body (a configuration block in
 * the head, a whole document as is), js as an inline script, css as a style sheet.
 * The server adds the configuration and script tag the sample lacks, and the nonce.
 */
export function samplePage(s: DocSample): string {
  if (s.lang === 'html' && /<html[\s>]/i.test(s.code)) return s.code;
  const head = s.lang === 'css' ? `<style>\n${s.code}\n</style>` : s.lang === 'html' && s.code.includes('storefront-config') ? s.code : '';
  const body = s.lang === 'js' ? `<script>\n${s.code}\n</script>` : s.lang === 'html' && head === '' ? s.code : '';
  return `<!doctype html>\n<html lang="fr">\n<head>\n<meta charset="utf-8">\n<title>${sampleName(s)}</title>\n${head}\n</head>\n<body>\n<main>\n${body}\n</main>\n</body>\n</html>\n`;
}
