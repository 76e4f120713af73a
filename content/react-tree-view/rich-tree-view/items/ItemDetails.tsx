import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

// A bakery's product catalogue with extra fields the tree itself does not display.
interface Product {
  id: string;
  label: string;
  price?: number;
  stock?: number;
  allergens?: string[];
  children?: Product[];
}

const products: Product[] = [
  {
    id: 'breads',
    label: 'Breads',
    children: [
      { id: 'sourdough', label: 'Country sourdough', price: 6.5, stock: 14, allergens: ['wheat'] },
      { id: 'rye', label: 'Seeded rye', price: 5.8, stock: 0, allergens: ['rye', 'sesame'] },
    ],
  },
  {
    id: 'pastries',
    label: 'Pastries',
    children: [
      {
        id: 'croissant',
        label: 'Butter croissant',
        price: 2.4,
        stock: 36,
        allergens: ['wheat', 'milk', 'egg'],
      },
      {
        id: 'cardamom-bun',
        label: 'Cardamom bun',
        price: 3.1,
        stock: 9,
        allergens: ['wheat', 'milk'],
      },
    ],
  },
];

export default function ItemDetails() {
  const apiRef = useRichTreeViewApiRef<Product>();
  const [product, setProduct] = React.useState<Product | null>(null);

  const handleSelectedItemsChange = (
    _event: React.SyntheticEvent | null,
    itemId: string | null,
  ) => {
    // getItem returns the object you passed in `items`, with all its custom fields.
    setProduct(itemId == null ? null : (apiRef.current?.getItem(itemId) ?? null));
  };

  return (
    <Box sx={{ minHeight: 260, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ minWidth: 240, flex: 1 }}>
        <RichTreeView
          items={products}
          apiRef={apiRef}
          defaultExpandedItems={['breads', 'pastries']}
          onSelectedItemsChange={handleSelectedItemsChange}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, minWidth: 220, flex: 1 }}>
        {product == null && <Typography color="text.secondary">Select a product.</Typography>}
        {product != null && product.price == null && (
          <Typography>
            {product.label}: {product.children?.length ?? 0} products
          </Typography>
        )}
        {product?.price != null && (
          <React.Fragment>
            <Typography variant="subtitle1">{product.label}</Typography>
            <Typography variant="body2">Price: €{product.price.toFixed(2)}</Typography>
            <Typography variant="body2">
              Stock: {product.stock ? `${product.stock} left` : 'sold out'}
            </Typography>
            <Typography variant="body2">Allergens: {product.allergens?.join(', ')}</Typography>
          </React.Fragment>
        )}
      </Paper>
    </Box>
  );
}
