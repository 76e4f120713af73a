import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import {
  TreeItemLabelInput,
  type TreeItemLabelInputProps,
} from '@mui/x-tree-view/TreeItemLabelInput';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const MAX_LENGTH = 32;

const files: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'photos',
    label: 'Photos',
    children: [
      { id: 'lisbon', label: 'lisbon-tram.jpg' },
      { id: 'porto', label: 'porto-bridge.jpg' },
    ],
  },
  {
    id: 'taxes',
    label: 'Taxes 2024',
    children: [{ id: 'receipts', label: 'receipts.zip' }],
  },
];

function getNameError(value: string): string | null {
  if (value.trim() === '') {
    return 'A name is required';
  }
  if (/[/\\]/.test(value)) {
    return 'No slashes allowed';
  }
  if (value.length > MAX_LENGTH) {
    return `At most ${MAX_LENGTH} characters`;
  }
  return null;
}

function FileNameInput(props: TreeItemLabelInputProps & { className?: string }) {
  const { value = '', onKeyDown, onBlur, ...other } = props;
  const error = getNameError(value);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexGrow: 1, minWidth: 0 }}>
      <TreeItemLabelInput
        {...other}
        value={value}
        aria-invalid={error !== null}
        sx={(theme) => ({
          '&, &:focus': {
            outline: error ? `1px solid ${theme.palette.error.main}` : undefined,
          },
        })}
        onKeyDown={(event) => {
          // Enter only reaches the tree (which saves) when the value is valid; Escape always does.
          if (event.key === 'Enter' && error) {
            return;
          }
          onKeyDown?.(event);
        }}
        onBlur={(event) => {
          // An invalid value is not saved on blur: the input stays open with its message.
          if (!error) {
            onBlur?.(event);
          }
        }}
      />
      {error && (
        <Typography variant="caption" color="error" noWrap sx={{ flexShrink: 0 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

function FileTreeItem(props: TreeItemProps) {
  return <TreeItem {...props} slots={{ labelInput: FileNameInput }} />;
}

export default function ValidatedLabelInputDemo() {
  return (
    <Box sx={{ minHeight: 250, minWidth: 300 }}>
      <RichTreeView
        items={files}
        defaultExpandedItems={['photos', 'taxes']}
        isItemEditable
        slots={{ item: FileTreeItem }}
      />
    </Box>
  );
}
