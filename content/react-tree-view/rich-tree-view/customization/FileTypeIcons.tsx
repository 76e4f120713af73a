import Box from '@mui/material/Box';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

type FileType = 'image' | 'pdf' | 'video' | 'spreadsheet';

interface AssetItem {
  id: string;
  label: string;
  fileType?: FileType;
  children?: AssetItem[];
}

const assets: AssetItem[] = [
  {
    id: 'brand',
    label: 'Brand refresh',
    children: [
      { id: 'logo', label: 'logo-primary.svg', fileType: 'image' },
      { id: 'palette', label: 'color-palette.png', fileType: 'image' },
      { id: 'guidelines', label: 'brand-guidelines.pdf', fileType: 'pdf' },
    ],
  },
  {
    id: 'campaign',
    label: 'Spring campaign',
    children: [
      { id: 'teaser', label: 'teaser-15s.mp4', fileType: 'video' },
      { id: 'budget', label: 'media-budget.xlsx', fileType: 'spreadsheet' },
      { id: 'brief', label: 'client-brief.pdf', fileType: 'pdf' },
    ],
  },
  { id: 'notes', label: 'kickoff-notes.txt' },
];

const iconByFileType: Record<FileType, React.ElementType<SvgIconProps>> = {
  image: ImageOutlinedIcon,
  pdf: PictureAsPdfOutlinedIcon,
  video: MovieOutlinedIcon,
  spreadsheet: TableChartOutlinedIcon,
};

function AssetTreeItem(props: TreeItemProps) {
  // Reads the original item object, including the custom `fileType` field.
  const item = useTreeItemModel<AssetItem>(props.itemId);
  const isFolder = Boolean(item?.children);
  const FileIcon = item?.fileType ? iconByFileType[item.fileType] : InsertDriveFileOutlinedIcon;

  // Folders keep the tree-wide expand and collapse icons; files get an icon for their type.
  return <TreeItem {...props} slots={isFolder ? undefined : { icon: FileIcon }} />;
}

export default function FileTypeIcons() {
  return (
    <Box sx={{ minHeight: 310, minWidth: 260 }}>
      <RichTreeView
        items={assets}
        defaultExpandedItems={['brand', 'campaign']}
        slots={{
          item: AssetTreeItem,
          expandIcon: FolderRoundedIcon,
          collapseIcon: FolderOpenRoundedIcon,
        }}
      />
    </Box>
  );
}
