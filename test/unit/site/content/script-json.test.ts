import { describe, expect, it } from 'vitest';
import { render } from '../../../../src/site/index.js';

describe('json-script', () => {
  it('escapes every <, >, & and line separator, and reads back the same value', () => {
    const value = { title: '</script><!--<script>a & b\u2028' };
    const out = render('{v|json-script}', { v: value }).output;
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain('\\u003c/script\\u003e\\u003c!--\\u003cscript\\u003ea \\u0026 b\\u2028');
    expect(JSON.parse(out)).toEqual(value);
  });

  it('writes nothing for a missing value, null for null', () => {
    expect(render('[{nope|json-script}][{n|json-script}]', { n: null }).output).toBe('[][null]');
  });
});
