import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import VideoFileOutlinedIcon from '@mui/icons-material/VideoFileOutlined';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import * as React from 'react';
import { driveItems, type DriveItem } from './driveItems';

const fileIcons = {
  doc: ArticleOutlinedIcon,
  sheet: TableChartOutlinedIcon,
  image: ImageOutlinedIcon,
  video: VideoFileOutlinedIcon,
};

const ExplorerContent = styled(TreeItemContent)(({ theme }) => ({
  paddingTop: 2,
  paddingBottom: 2,
  borderRadius: 6,
  '&[data-selected], &[data-selected]:hover': {
    backgroundColor: (theme.vars || theme).palette.primary.main,
    color: (theme.vars || theme).palette.primary.contrastText,
    '& .explorer-size': { color: 'inherit' },
  },
}));

interface ExplorerItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const ExplorerItem = React.forwardRef(function ExplorerItem(
  props: ExplorerItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const item = useTreeItemModel<DriveItem>(itemId);
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });

  let Icon = item?.kind ? fileIcons[item.kind] : ArticleOutlinedIcon;
  if (status.expandable) {
    Icon = status.expanded ? FolderOpenRoundedIcon : FolderRoundedIcon;
  }

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <ExplorerContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <Icon
            fontSize="small"
            color={status.expandable && !status.selected ? 'warning' : 'inherit'}
          />
          <TreeItemLabel {...getLabelProps()} sx={{ fontSize: 14 }} />
          {item?.size && (
            <Typography
              className="explorer-size"
              variant="caption"
              color="text.secondary"
              sx={{ flexShrink: 0 }}
            >
              {item.size}
            </Typography>
          )}
        </ExplorerContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function FileExplorer() {
  return (
    <Box sx={{ minHeight: 340, minWidth: 300, maxWidth: 440 }}>
      <RichTreeView
        aria-label="Shared drive"
        items={driveItems}
        defaultExpandedItems={['marketing', 'campaign']}
        defaultSelectedItems="budget"
        itemChildrenIndentation={20}
        slots={{ item: ExplorerItem }}
      />
    </Box>
  );
}
