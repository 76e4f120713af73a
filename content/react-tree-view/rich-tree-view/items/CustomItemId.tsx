import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// Catalogue entries come from a shop back end, keyed by SKU rather than `id`.
interface CatalogueEntry {
  sku: string;
  label: string;
  children?: CatalogueEntry[];
}

const catalogue: CatalogueEntry[] = [
  {
    sku: 'CAT-OUTDOOR',
    label: 'Outdoor gear',
    children: [
      { sku: 'TNT-2P-ULTRA', label: 'Ultralight two-person tent' },
      { sku: 'SLP-DOWN-M5', label: 'Down sleeping bag, −5 °C' },
      { sku: 'STV-GAS-MINI', label: 'Compact gas stove' },
    ],
  },
  {
    sku: 'CAT-CYCLING',
    label: 'Cycling',
    children: [
      { sku: 'HLM-ROAD-M', label: 'Road helmet, size M' },
      { sku: 'LGT-USB-400', label: 'USB front light, 400 lm' },
    ],
  },
  {
    sku: 'CAT-CLIMBING',
    label: 'Climbing',
    children: [
      { sku: 'RPE-DYN-60', label: 'Dynamic rope, 60 m' },
      { sku: 'HRN-ALPINE', label: 'Alpine harness' },
    ],
  },
];

const getSku = (entry: CatalogueEntry) => entry.sku;

export default function CustomItemId() {
  const [selectedSku, setSelectedSku] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 300, minWidth: 300 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Selected SKU: <code>{selectedSku ?? 'none'}</code>
      </Typography>
      <RichTreeView
        items={catalogue}
        getItemId={getSku}
        defaultExpandedItems={['CAT-OUTDOOR']}
        onSelectedItemsChange={(_event, itemId) => setSelectedSku(itemId)}
      />
    </Box>
  );
}
