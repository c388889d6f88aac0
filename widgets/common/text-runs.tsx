import type { TextParts } from '../../src/domain/text-parts';

/** Text in runs (src/domain/text-parts.ts): a run in another language in `<span lang>` (issue 32 row 6). */
export const TextRuns = ({ parts }: { parts: TextParts }) => <>{parts.map((p, i) => (p.lang ? <span key={i} lang={p.lang}>{p.text}</span> : p.text))}</>;
