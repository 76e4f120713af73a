import CampaignIcon from '@mui/icons-material/Campaign';
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import EngineeringIcon from '@mui/icons-material/Engineering';
import GroupsIcon from '@mui/icons-material/Groups';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemCheckbox,
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

const departmentIcons = {
  engineering: EngineeringIcon,
  design: DesignServicesIcon,
  marketing: CampaignIcon,
  leadership: GroupsIcon,
};

interface PersonItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {
  jobTitle: string;
  department: keyof typeof departmentIcons;
}

const PersonItem = React.forwardRef(function PersonItem(
  props: PersonItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, jobTitle, department, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const DepartmentIcon = departmentIcons[department];

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...getCheckboxProps()} />
          <Avatar
            sx={{
              width: 32,
              height: 32,
              bgcolor: status.selected ? 'primary.main' : 'action.selected',
              color: status.selected ? 'primary.contrastText' : 'text.secondary',
            }}
          >
            <DepartmentIcon fontSize="small" />
          </Avatar>
          <TreeItemLabel {...getLabelProps()}>
            <Typography variant="body2">{label}</Typography>
            <Typography variant="caption" color="text.secondary">
              {jobTitle}
            </Typography>
          </TreeItemLabel>
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function OrgChartItem() {
  return (
    <Box sx={{ minHeight: 360, minWidth: 300 }}>
      <SimpleTreeView aria-label="Organisation chart" defaultExpandedItems={['amara', 'grace']}>
        <PersonItem
          itemId="amara"
          label="Amara Eze"
          jobTitle="Chief executive"
          department="leadership"
        >
          <PersonItem
            itemId="grace"
            label="Grace Osei"
            jobTitle="Chief technology officer"
            department="engineering"
          >
            <PersonItem
              itemId="noor"
              label="Noor Haddad"
              jobTitle="Platform engineer"
              department="engineering"
            />
            <PersonItem
              itemId="tomas"
              label="Tomás Ruiz"
              jobTitle="Mobile engineer"
              department="engineering"
            />
          </PersonItem>
          <PersonItem
            itemId="lena"
            label="Lena Fischer"
            jobTitle="Head of design"
            department="design"
          >
            <PersonItem
              itemId="ines"
              label="Inès Moreau"
              jobTitle="Product designer"
              department="design"
            />
          </PersonItem>
          <PersonItem
            itemId="kenji"
            label="Kenji Watanabe"
            jobTitle="Marketing lead"
            department="marketing"
          />
        </PersonItem>
      </SimpleTreeView>
    </Box>
  );
}
