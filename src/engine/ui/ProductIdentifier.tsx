import * as React from 'react';
import { productIdentifier } from '../../config/products';
import { usePage } from '../page/PageContext';

/** A small metadata line ("MUI X") above the name of the current product. */
export function ProductIdentifier() {
  const { productId, docs } = usePage();
  const { metadata, name } = docs?.productIdentifier ?? productIdentifier(productId);
  return (
    <div
      className="product-identifier"
      style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2 }}
    >
      <span
        style={{
          fontSize: 11,
          fontWeight: 700,
          letterSpacing: '.08rem',
          textTransform: 'uppercase',
          opacity: 0.75,
        }}
      >
        {metadata}
      </span>
      <span style={{ fontSize: 14, fontWeight: 600 }}>{name}</span>
    </div>
  );
}
