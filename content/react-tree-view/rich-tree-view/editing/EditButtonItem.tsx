import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import {
  TreeItemLabelInput,
  type TreeItemLabelInputProps,
} from '@mui/x-tree-view/TreeItemLabelInput';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const outline: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'part-1',
    label: 'Part I: The harbour town',
    children: [
      { id: 'ch-1', label: 'Chapter 1: Low tide' },
      { id: 'ch-2', label: 'Chapter 2: The lighthouse keeper' },
    ],
  },
  {
    id: 'part-2',
    label: 'Part II: Open water',
    children: [
      { id: 'ch-3', label: 'Chapter 3: Storm warning' },
      { id: 'ch-4', label: 'Chapter 4: Landfall' },
    ],
  },
];

// Keeps the focus in the input, so clicking a button does not blur (and save) first.
const keepInputFocus = (event: React.MouseEvent) => event.preventDefault();

function EditableOutlineItem(props: TreeItemProps) {
  const { id, itemId, label, disabled, children } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getLabelInputProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children });
  const { interactions } = useTreeItemUtils({ itemId, children });

  // While editing: `value`, `onChange`, `onKeyDown` (Enter/Escape), `onBlur` and `autoFocus`.
  const labelInputProps: TreeItemLabelInputProps = getLabelInputProps();
  const draft = labelInputProps.value ?? '';

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          {status.editing ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexGrow: 1 }}>
              <TreeItemLabelInput {...labelInputProps} />
              <IconButton
                size="small"
                sx={{ p: 0.25 }}
                aria-label="Save title"
                disabled={draft.trim() === ''}
                onMouseDown={keepInputFocus}
                onClick={(event) => {
                  event.stopPropagation();
                  interactions.handleSaveItemLabel(event, draft);
                }}
              >
                <CheckIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                sx={{ p: 0.25 }}
                aria-label="Cancel"
                onMouseDown={keepInputFocus}
                onClick={(event) => {
                  event.stopPropagation();
                  interactions.handleCancelItemLabelEditing(event);
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ) : (
            <React.Fragment>
              <TreeItemLabel {...getLabelProps()} />
              {status.editable && (
                <Tooltip title="Rename">
                  <IconButton
                    size="small"
                    sx={{ p: 0.25 }}
                    aria-label={`Rename ${label}`}
                    // Keyboard users press Enter on the item instead; keep Tab order on the tree.
                    tabIndex={-1}
                    onClick={(event) => {
                      event.stopPropagation();
                      interactions.toggleItemEditing();
                    }}
                  >
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </React.Fragment>
          )}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
}

export default function EditButtonItem() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 320 }}>
      <RichTreeView
        items={outline}
        defaultExpandedItems={['part-1', 'part-2']}
        isItemEditable={(item) => item.id.startsWith('ch-')}
        slots={{ item: EditableOutlineItem }}
      />
    </Box>
  );
}
