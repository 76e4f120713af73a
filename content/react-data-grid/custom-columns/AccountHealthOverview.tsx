import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { accounts, type AccountStatus, type CustomerAccount, type Plan } from './customerAccounts';

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

const AVATAR_COLORS = ['#5e35b1', '#00796b', '#c62828', '#2e7d32', '#1565c0', '#ad1457'];

function avatarColor(name: string) {
  const hash = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return AVATAR_COLORS[hash % AVATAR_COLORS.length];
}

function PersonCell({ value }: GridRenderCellParams<CustomerAccount, string>) {
  if (!value) {
    return null;
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Avatar
        sx={{ width: 28, height: 28, fontSize: 12, bgcolor: avatarColor(value), color: '#fff' }}
      >
        {initials(value)}
      </Avatar>
      <Typography variant="body2" noWrap>
        {value}
      </Typography>
    </Box>
  );
}

const PLAN_COLORS: Record<Plan, 'default' | 'info' | 'primary' | 'secondary'> = {
  Starter: 'default',
  Team: 'info',
  Business: 'primary',
  Enterprise: 'secondary',
};

function PlanCell({ value }: GridRenderCellParams<CustomerAccount, Plan>) {
  return value ? (
    <Chip size="small" variant="outlined" color={PLAN_COLORS[value]} label={value} />
  ) : null;
}

function SeatUsageCell({ row, value }: GridRenderCellParams<CustomerAccount, number>) {
  const ratio = value ?? 0;
  const over = ratio > 1;
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="caption" sx={{ display: 'block', lineHeight: 1.4 }}>
        {row.seatsUsed} / {row.seatsBought}
        {over ? ' · over limit' : ''}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(ratio, 1) * 100}
        color={over ? 'error' : 'primary'}
        aria-label={`${row.company} seat usage`}
      />
    </Box>
  );
}

function HealthCell({ value }: GridRenderCellParams<CustomerAccount, number>) {
  return (
    <Rating readOnly size="small" value={value ?? 0} aria-label={`Health ${value ?? 0} out of 5`} />
  );
}

function HealthEditCell({ id, field, value }: GridRenderEditCellParams<CustomerAccount, number>) {
  const apiRef = useGridApiContext();
  return (
    <Rating
      name={`health-${id}`}
      size="small"
      value={value ?? 0}
      autoFocus
      onChange={(_event, newValue) => {
        apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
      }}
      sx={{ px: 1 }}
    />
  );
}

const STATUS_ICONS: Record<AccountStatus, React.ReactElement> = {
  Active: <CheckCircleOutlineIcon fontSize="small" color="success" />,
  Trial: <HourglassEmptyIcon fontSize="small" color="info" />,
  'At risk': <ReportProblemOutlinedIcon fontSize="small" color="warning" />,
  Churned: <RemoveCircleOutlineIcon fontSize="small" color="disabled" />,
};

function StatusCell({ value }: GridRenderCellParams<CustomerAccount, AccountStatus>) {
  if (!value) {
    return null;
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      {STATUS_ICONS[value]}
      <span>{value}</span>
    </Box>
  );
}

const columns: GridColDef<CustomerAccount>[] = [
  { field: 'company', headerName: 'Company', minWidth: 170, flex: 1 },
  {
    field: 'accountManager',
    headerName: 'Account manager',
    width: 190,
    display: 'flex',
    renderCell: (params) => <PersonCell {...params} />,
  },
  {
    field: 'plan',
    headerName: 'Plan',
    type: 'singleSelect',
    valueOptions: ['Starter', 'Team', 'Business', 'Enterprise'],
    width: 130,
    display: 'flex',
    editable: true,
    renderCell: (params) => <PlanCell {...params} />,
  },
  {
    field: 'seatUsage',
    headerName: 'Seats',
    type: 'number',
    width: 150,
    display: 'flex',
    align: 'left',
    headerAlign: 'left',
    // The cell shows both counts, but the column sorts and filters on the usage ratio.
    valueGetter: (_value, row) => row.seatsUsed / row.seatsBought,
    renderCell: (params) => <SeatUsageCell {...params} />,
  },
  {
    field: 'health',
    headerName: 'Health',
    type: 'number',
    width: 140,
    display: 'flex',
    align: 'left',
    headerAlign: 'left',
    editable: true,
    renderCell: (params) => <HealthCell {...params} />,
    renderEditCell: (params) => <HealthEditCell {...params} />,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Active', 'Trial', 'At risk', 'Churned'],
    width: 130,
    display: 'flex',
    renderCell: (params) => <StatusCell {...params} />,
  },
];

export default function AccountHealthOverview() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid rows={accounts} columns={columns} rowHeight={56} />
    </Box>
  );
}
