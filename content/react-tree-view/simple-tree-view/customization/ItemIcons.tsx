import Box from '@mui/material/Box';
import JavascriptIcon from '@mui/icons-material/Javascript';
import CssIcon from '@mui/icons-material/Css';
import HtmlIcon from '@mui/icons-material/Html';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import DataObjectIcon from '@mui/icons-material/DataObject';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ItemIcons() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView aria-label="Static website" defaultExpandedItems={['site', 'assets']}>
        <TreeItem itemId="site" label="portfolio-site">
          <TreeItem itemId="index.html" label="index.html" slots={{ icon: HtmlIcon }} />
          <TreeItem itemId="styles.css" label="styles.css" slots={{ icon: CssIcon }} />
          <TreeItem itemId="main.js" label="main.js" slots={{ icon: JavascriptIcon }} />
          <TreeItem itemId="assets" label="assets">
            <TreeItem
              itemId="hero.webp"
              label="hero.webp"
              slots={{ icon: ImageOutlinedIcon }}
              slotProps={{ icon: { color: 'secondary' } }}
            />
            <TreeItem
              itemId="manifest.json"
              label="manifest.json"
              slots={{ icon: DataObjectIcon }}
            />
          </TreeItem>
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
