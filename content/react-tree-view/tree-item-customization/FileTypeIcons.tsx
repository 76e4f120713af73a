import AudioFileOutlinedIcon from '@mui/icons-material/AudioFileOutlined';
import CodeOutlinedIcon from '@mui/icons-material/CodeOutlined';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Small wrappers give each file type its own colour.
function PdfIcon(props: SvgIconProps) {
  return <PictureAsPdfOutlinedIcon color="error" {...props} />;
}
function ImageIcon(props: SvgIconProps) {
  return <ImageOutlinedIcon color="success" {...props} />;
}
function AudioIcon(props: SvgIconProps) {
  return <AudioFileOutlinedIcon color="secondary" {...props} />;
}
function CodeIcon(props: SvgIconProps) {
  return <CodeOutlinedIcon color="info" {...props} />;
}

// Folders swap their expand and collapse icons; they still toggle on click.
const folderSlots = { expandIcon: FolderIcon, collapseIcon: FolderOpenIcon };

export default function FileTypeIcons() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <SimpleTreeView aria-label="Project files" defaultExpandedItems={['assets', 'docs']}>
        <TreeItem itemId="assets" label="assets" slots={folderSlots}>
          <TreeItem itemId="logo" label="logo.png" slots={{ icon: ImageIcon }} />
          <TreeItem itemId="hero" label="hero-banner.jpg" slots={{ icon: ImageIcon }} />
          <TreeItem itemId="jingle" label="intro-jingle.mp3" slots={{ icon: AudioIcon }} />
        </TreeItem>
        <TreeItem itemId="docs" label="docs" slots={folderSlots}>
          <TreeItem itemId="brief" label="client-brief.pdf" slots={{ icon: PdfIcon }} />
          <TreeItem itemId="invoice" label="invoice-0412.pdf" slots={{ icon: PdfIcon }} />
        </TreeItem>
        <TreeItem itemId="scripts" label="scripts" slots={folderSlots}>
          <TreeItem itemId="deploy" label="deploy.sh" slots={{ icon: CodeIcon }} />
        </TreeItem>
        <TreeItem itemId="index" label="index.html" slots={{ icon: CodeIcon }} />
      </SimpleTreeView>
    </Box>
  );
}
