import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SingleSelection() {
  const [selected, setSelected] = React.useState<string | null>('reset-password');

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <SimpleTreeView
        aria-label="Help center"
        defaultExpandedItems={['account']}
        defaultSelectedItems="reset-password"
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
      >
        <TreeItem itemId="account" label="Account">
          <TreeItem itemId="reset-password" label="Reset your password" />
          <TreeItem itemId="two-factor" label="Turn on two-factor sign-in" />
          <TreeItem itemId="close-account" label="Close your account" />
        </TreeItem>
        <TreeItem itemId="billing" label="Billing">
          <TreeItem itemId="update-card" label="Update a payment card" />
          <TreeItem itemId="download-invoice" label="Download an invoice" />
        </TreeItem>
        <TreeItem itemId="contact" label="Contact support" />
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Selected article: {selected ?? 'none'}
      </Typography>
    </Box>
  );
}
