import { describe, expect, it } from 'vitest';
import { parseColorInput } from './colorInput';

describe('parseColorInput', () => {
  it('accepts short and long hex colours', () => {
    expect(parseColorInput('#1976D2')).toEqual({ ok: true, color: '#1976d2' });
    expect(parseColorInput(' #f00 ')).toEqual({ ok: true, color: '#f00' });
  });

  it('refuses anything else', () => {
    for (const value of ['1976d2', '#12345', '#ggg', 'red', 'rgb(0,0,0)', ''])
      expect(parseColorInput(value)).toEqual({ ok: false });
  });
});
