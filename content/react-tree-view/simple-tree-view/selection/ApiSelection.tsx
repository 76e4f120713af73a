import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

const reds = ['rioja-reserva', 'barolo', 'pinot-noir'];

export default function ApiSelection() {
  const apiRef = useSimpleTreeViewApiRef();
  const [selected, setSelected] = React.useState<string[]>([]);

  const addReds = (event: React.SyntheticEvent) => {
    reds.forEach((itemId) =>
      apiRef.current?.setItemSelection({
        event,
        itemId,
        keepExistingSelection: true,
        shouldBeSelected: true,
      }),
    );
  };

  const pickOnlyChampagne = (event: React.SyntheticEvent) => {
    // Without keepExistingSelection, every other item is deselected.
    apiRef.current?.setItemSelection({ event, itemId: 'champagne', shouldBeSelected: true });
  };

  const toggleBarolo = (event: React.SyntheticEvent) => {
    // Without shouldBeSelected, the selection of the item is toggled.
    apiRef.current?.setItemSelection({ event, itemId: 'barolo', keepExistingSelection: true });
  };

  return (
    <Box sx={{ minHeight: 400, minWidth: 300 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={addReds}>
          Add all reds
        </Button>
        <Button size="small" variant="outlined" onClick={pickOnlyChampagne}>
          Only champagne
        </Button>
        <Button size="small" variant="outlined" onClick={toggleBarolo}>
          Toggle Barolo
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Wine list"
        apiRef={apiRef}
        multiSelect
        defaultExpandedItems={['red', 'sparkling']}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
      >
        <TreeItem itemId="red" label="Red">
          <TreeItem itemId="rioja-reserva" label="Rioja Reserva 2018" />
          <TreeItem itemId="barolo" label="Barolo 2016" />
          <TreeItem itemId="pinot-noir" label="Central Otago Pinot Noir" />
        </TreeItem>
        <TreeItem itemId="sparkling" label="Sparkling">
          <TreeItem itemId="champagne" label="Champagne brut" />
          <TreeItem itemId="cava" label="Cava" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Order: {selected.length > 0 ? selected.join(', ') : 'empty'}
      </Typography>
    </Box>
  );
}
