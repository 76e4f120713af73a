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
  // The city to scroll to once its country has finished expanding.
  const pendingRef = React.useRef<string | null>(null);

  const scrollToItem = React.useCallback(
    (itemId: string) => {
      const element = apiRef.current?.getItemDOMElement(itemId);
      element?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    },
    [apiRef],
  );

  const goTo = (city: string) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const itemId = toId(city);
    // A collapsed ancestor means the item is not in the DOM, so expand the ancestors first.
    let expandedSomething = false;
    let parentId = api.getParentId(itemId);
    while (parentId != null) {
      if (!api.isItemExpanded(parentId)) {
        api.setItemExpansion({ itemId: parentId, shouldBeExpanded: true });
        expandedSomething = true;
      }
      parentId = api.getParentId(parentId);
    }
    api.setItemSelection({ itemId });
    if (expandedSomething) {
      // Scrolling while the group is still opening would stop short: wait for the transition.
      pendingRef.current = itemId;
    } else {
      scrollToItem(itemId);
    }
  };

  // Each item's group transition reports when it has finished opening.
  const itemSlotProps = React.useCallback(
    ({ itemId }: { itemId: string }) => ({
      slotProps: {
        groupTransition: {
          onEntered: () => {
            const pending = pendingRef.current;
            if (pending != null && apiRef.current?.getParentId(pending) === itemId) {
              pendingRef.current = null;
              scrollToItem(pending);
            }
          },
        },
      },
    }),
    [apiRef, scrollToItem],
  );

  return (
    <Box sx={{ minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        {shortcuts.map((city) => (
          <Button key={city} size="small" variant="outlined" onClick={() => goTo(city)}>
            {city}
          </Button>
        ))}
      </Stack>
      <Box
        sx={{ height: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <RichTreeView
          items={europe}
          apiRef={apiRef}
          defaultExpandedItems={['portugal', 'spain', 'france']}
          slotProps={{ item: itemSlotProps }}
        />
      </Box>
    </Box>
  );
}
