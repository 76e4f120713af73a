import { describe, expect, it } from 'vitest';
import {
  GOOGLE_TAG_URL,
  PRODUCT_CATEGORY_ID_META,
  PRODUCT_ID_META,
  WEB_VITALS_LABEL,
  WEB_VITALS_SAMPLE_RATE,
} from './constants';

describe('analytics constants (spec point 7)', () => {
  it('keeps the spec values', () => {
    expect(WEB_VITALS_SAMPLE_RATE).toBe(0.0001);
    expect(WEB_VITALS_LABEL).toBe('Web Vitals');
    expect(GOOGLE_TAG_URL).toBe('https://www.googletagmanager.com/gtag/js');
    expect([PRODUCT_ID_META, PRODUCT_CATEGORY_ID_META]).toEqual([
      'mui:productId',
      'mui:productCategoryId',
    ]);
  });
});
