import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { atlas } from './atlas';

export default function ApiItemExpansion() {
  const apiRef = useRichTreeViewApiRef();
  const [message, setMessage] = React.useState('Use the buttons or click the items.');

  const expandJapan = () => {
    // Expand the ancestors as well, otherwise Japan opens inside a closed continent.
    apiRef.current?.setItemExpansion({ itemId: 'asia', shouldBeExpanded: true });
    apiRef.current?.setItemExpansion({ itemId: 'japan', shouldBeExpanded: true });
  };

  const toggleNorthAmerica = () => {
    // Without `shouldBeExpanded`, the item's expansion is toggled.
    apiRef.current?.setItemExpansion({ itemId: 'north-america' });
  };

  const collapseAsia = () => {
    apiRef.current?.setItemExpansion({ itemId: 'asia', shouldBeExpanded: false });
  };

  const checkCanada = () => {
    const isExpanded = apiRef.current?.isItemExpanded('canada') ?? false;
    setMessage(`isItemExpanded('canada') returned ${isExpanded}`);
  };

  return (
    <Box sx={{ minHeight: 380, minWidth: 300 }}>
      <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={expandJapan}>
          Show Japan
        </Button>
        <Button size="small" variant="outlined" onClick={collapseAsia}>
          Collapse Asia
        </Button>
        <Button size="small" variant="outlined" onClick={toggleNorthAmerica}>
          Toggle North America
        </Button>
        <Button size="small" variant="outlined" onClick={checkCanada}>
          Is Canada expanded?
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <RichTreeView items={atlas} apiRef={apiRef} />
    </Box>
  );
}
