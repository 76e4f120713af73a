import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const citiesByCountry: Record<string, string[]> = {
  Portugal: ['Lisbon', 'Porto', 'Braga', 'Coimbra', 'Faro'],
  Spain: ['Madrid', 'Barcelona', 'Valencia', 'Seville', 'Bilbao', 'Granada'],
  France: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nantes', 'Strasbourg'],
  Italy: ['Rome', 'Milan', 'Naples', 'Turin', 'Bologna', 'Florence'],
  Croatia: ['Zagreb', 'Split', 'Rijeka', 'Osijek', 'Zadar'],
  Norway: ['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Tromsø'],
};

const toId = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

const europe: TreeViewDefaultItemModelProperties[] = Object.entries(citiesByCountry).map(
  ([country, cities]) => ({
    id: toId(country),
    label: country,
    children: cities.map((city) => ({ id: toId(city), label: city })),
  }),
);

const shortcuts = ['Porto', 'Zadar', 'Tromsø'];

export default function ScrollToItem() {
  const apiRef = useRichTreeViewApiRef();
  const frameRef = React.useRef<number | null>(null);

  React.useEffect(
    () => () => {
      if (frameRef.current != null) {
        cancelAnimationFrame(frameRef.current);
      }
    },
    [],
  );

  const goTo = (city: string) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const itemId = toId(city);
    // A collapsed ancestor means the item is not in the DOM, so expand the ancestors first.
    let parentId = api.getParentId(itemId);
    while (parentId != null) {
      api.setItemExpansion({ itemId: parentId, shouldBeExpanded: true });
      parentId = api.getParentId(parentId);
    }
    api.setItemSelection({ itemId });
    // Wait one frame so that a freshly expanded item has rendered its children.
    frameRef.current = requestAnimationFrame(() => {
      api.getItemDOMElement(itemId)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    });
  };

  return (
    <Box sx={{ minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        {shortcuts.map((city) => (
          <Button key={city} size="small" variant="outlined" onClick={() => goTo(city)}>
            {city}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <RichTreeView
          items={europe}
          apiRef={apiRef}
          defaultExpandedItems={['portugal', 'spain', 'france']}
        />
      </Box>
    </Box>
  );
}
