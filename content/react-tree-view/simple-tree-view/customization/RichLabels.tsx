import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface QueueLabelProps {
  title: string;
  description?: string;
  open: number;
  urgent?: boolean;
}

function QueueLabel({ title, description, open, urgent = false }: QueueLabelProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {title}
        </Typography>
        {description && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {description}
          </Typography>
        )}
      </Box>
      {/* Outlined: the text takes the chip's colour, which keeps its contrast in dark mode too. */}
      <Chip
        size="small"
        label={open}
        color={urgent ? 'error' : 'default'}
        variant="outlined"
        sx={urgent ? { fontWeight: 700 } : undefined}
      />
    </Box>
  );
}

export default function RichLabels() {
  return (
    <Box sx={{ minHeight: 340, minWidth: 300, maxWidth: 440 }}>
      <SimpleTreeView aria-label="Support queues" defaultExpandedItems={['billing', 'technical']}>
        <TreeItem itemId="billing" label={<QueueLabel title="Billing" open={7} />}>
          <TreeItem
            itemId="refunds"
            label={<QueueLabel title="Refunds" description="Answer within 24 hours" open={5} />}
          />
          <TreeItem itemId="invoices" label={<QueueLabel title="Invoice questions" open={2} />} />
        </TreeItem>
        <TreeItem itemId="technical" label={<QueueLabel title="Technical" open={12} urgent />}>
          <TreeItem
            itemId="outage"
            label={
              <QueueLabel title="Login outage" description="Escalated to on-call" open={9} urgent />
            }
          />
          <TreeItem itemId="api" label={<QueueLabel title="API and webhooks" open={3} />} />
        </TreeItem>
        <TreeItem itemId="feedback" label={<QueueLabel title="Product feedback" open={0} />} />
      </SimpleTreeView>
    </Box>
  );
}
