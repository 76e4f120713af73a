import Box from '@mui/material/Box';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import type { TreeViewItemId } from '@mui/x-tree-view/models';
import type { ItemPosition } from './reorderUtils';

interface FileNode {
  id: string;
  label: string;
  kind: 'folder' | 'file';
  children?: FileNode[];
}

const project: FileNode[] = [
  {
    id: 'docs',
    label: 'docs',
    kind: 'folder',
    children: [
      { id: 'readme', label: 'README.md', kind: 'file' },
      { id: 'changelog', label: 'CHANGELOG.md', kind: 'file' },
    ],
  },
  {
    id: 'src',
    label: 'src',
    kind: 'folder',
    children: [
      { id: 'index', label: 'index.ts', kind: 'file' },
      {
        id: 'utils',
        label: 'utils',
        kind: 'folder',
        children: [{ id: 'dates', label: 'dates.ts', kind: 'file' }],
      },
    ],
  },
  { id: 'archive', label: 'archive', kind: 'folder' },
  { id: 'license', label: 'LICENSE', kind: 'file' },
];

function collectFolderIds(nodes: FileNode[], ids = new Set<TreeViewItemId>()) {
  nodes.forEach((node) => {
    if (node.kind === 'folder') {
      ids.add(node.id);
    }
    if (node.children) {
      collectFolderIds(node.children, ids);
    }
  });
  return ids;
}

const folderIds = collectFolderIds(project);

// Anything can move, but only to the root or into a folder: a file never becomes a parent.
const canMoveItemToNewPosition = ({ newPosition }: { newPosition: ItemPosition }) =>
  newPosition.parentId === null || folderIds.has(newPosition.parentId);

function FileItem(props: TreeItemProps) {
  const node = useTreeItemModel<FileNode>(props.itemId);
  // Empty folders have no expand icon, so they get a folder icon of their own.
  const icon = node?.kind === 'file' ? InsertDriveFileOutlinedIcon : FolderOutlinedIcon;
  return <TreeItem {...props} slots={{ endIcon: icon }} />;
}

export default function FilesIntoFolders() {
  return (
    <Box sx={{ minHeight: 330, minWidth: 260 }}>
      <RichTreeViewPro
        items={project}
        defaultExpandedItems={['docs', 'src']}
        itemsReordering
        canMoveItemToNewPosition={canMoveItemToNewPosition}
        slots={{
          item: FileItem,
          expandIcon: FolderOutlinedIcon,
          collapseIcon: FolderOpenOutlinedIcon,
        }}
      />
    </Box>
  );
}
