import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, keyframes } from '@mui/material/styles';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import {
  DataGrid,
  useGridApiRef,
  type GridCellParams,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

// ---- The market: fictional listings and a seeded price feed ------------------------------

interface Quote {
  id: string; // the ticker symbol
  name: string;
  previousClose: number;
  price: number;
  volume: number;
  history: number[]; // the latest prices, oldest first
  direction: 'up' | 'down' | 'flat'; // the move of the latest trade
  seq: number; // counts the trades, so a cell knows when to flash again
  time: number; // seconds since the session opened
}

const listings: Array<[symbol: string, name: string, previousClose: number]> = [
  ['NRTH', 'Northwind Energy', 48.2],
  ['HLXB', 'Helix Biotherapeutics', 131.75],
  ['ORCV', 'Orchard Valley Foods', 22.4],
  ['QNTM', 'Quantum Lattice Systems', 287.1],
  ['BRKW', 'Brookwell Logistics', 64.85],
  ['SLRA', 'Solara Grid Storage', 15.3],
  ['PNCL', 'Pinnacle Outdoor Gear', 39.6],
  ['MRDN', 'Meridian Payments', 112.05],
  ['CSTL', 'Coastal Shipping Lines', 9.42],
  ['AURM', 'Aurum Mining', 71.3],
  ['VRTX', 'Vertex Robotics', 198.4],
  ['LUMN', 'Lumen Health Clinics', 54.95],
];

const HISTORY_LENGTH = 30;
const TICK_MS = 800;
const SESSION_OPENS_AT = 9 * 3600 + 30 * 60; // 09:30:00

// A small linear congruential generator: the same seed gives the same prices on the server and
// in the browser, so the first render never differs between them.
function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// One trade moves the price by up to about half a percent, up or down.
function nextPrice(price: number, random: () => number) {
  const move = (random() + random() - 1) * 0.005;
  return Math.max(0.5, Math.round(price * (1 + move) * 100) / 100);
}

function openingQuotes(): Quote[] {
  const random = createRandom(20240611);
  return listings.map(([symbol, name, previousClose]) => {
    const history = [previousClose];
    while (history.length < HISTORY_LENGTH) {
      history.push(nextPrice(history[history.length - 1], random));
    }
    const price = history[history.length - 1];
    return {
      id: symbol,
      name,
      previousClose,
      price,
      volume: 20000 + Math.round(random() * 400) * 500,
      history,
      direction: 'flat',
      seq: 0,
      time: 0,
    };
  });
}

const initialQuotes = openingQuotes();

interface Exchange {
  random: () => number;
  quotes: Map<string, Quote>;
  clock: number;
}

function openExchange(): Exchange {
  return {
    random: createRandom(7),
    quotes: new Map(initialQuotes.map((quote) => [quote.id, quote])),
    clock: 0,
  };
}

// One second of trading: between one and three listings trade, the others keep their quote.
function tradeOneSecond(exchange: Exchange): Quote[] {
  exchange.clock += 1;
  const symbols = [...exchange.quotes.keys()];
  const count = 1 + Math.floor(exchange.random() * 3);
  const trades: Quote[] = [];
  for (let i = 0; i < count; i += 1) {
    const symbol = symbols[Math.floor(exchange.random() * symbols.length)];
    const quote = exchange.quotes.get(symbol)!;
    const price = nextPrice(quote.price, exchange.random);
    const traded: Quote = {
      ...quote,
      price,
      volume: quote.volume + 100 * (1 + Math.floor(exchange.random() * 40)),
      history: [...quote.history.slice(1), price],
      direction: price > quote.price ? 'up' : price < quote.price ? 'down' : 'flat',
      seq: quote.seq + 1,
      time: exchange.clock,
    };
    exchange.quotes.set(symbol, traded);
    trades.push(traded);
  }
  return trades;
}

// ---- Formatting and cells --------------------------------------------------------------------

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const signed = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
const signedPercent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

function formatClock(secondsSinceOpen: number) {
  const total = SESSION_OPENS_AT + secondsSinceOpen;
  const parts = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}

// Green for a gain and red for a loss; the sign in the text says the same without colour.
const changeClassName = (params: GridCellParams<Quote, number>) => {
  const value = params.value ?? 0;
  if (value > 0) return 'quote--gain';
  return value < 0 ? 'quote--loss' : '';
};

function LastPrice({ quote, text }: { quote: Quote; text: string }) {
  return (
    <Box component="span" className={`quote-flash quote-flash--${quote.direction}`}>
      {quote.direction === 'up' && <ArrowDropUpIcon fontSize="small" titleAccess="Last trade up" />}
      {quote.direction === 'down' && (
        <ArrowDropDownIcon fontSize="small" titleAccess="Last trade down" />
      )}
      {text}
    </Box>
  );
}

function Trend({ values }: { values: number[] }) {
  const width = 80;
  const height = 24;
  const low = Math.min(...values);
  const span = Math.max(...values) - low || 1;
  const points = values
    .map((value, index) => {
      const x = (index / (values.length - 1)) * width;
      const y = height - 2 - ((value - low) / span) * (height - 4);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  const rising = values[values.length - 1] >= values[0];
  return (
    <Box
      component="svg"
      role="img"
      aria-label={`${rising ? 'Rising' : 'Falling'} over the last ${values.length} trades`}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      sx={{ color: rising ? 'success.main' : 'error.main', display: 'block' }}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} />
    </Box>
  );
}

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 80, cellClassName: 'quote-symbol' },
  { field: 'name', headerName: 'Company', flex: 1, minWidth: 140 },
  {
    field: 'price',
    headerName: 'Last',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
    renderCell: (params: GridRenderCellParams<Quote, number, string>) => (
      // A new key on each trade mounts a new element, which replays the flash animation.
      <LastPrice key={params.row.seq} quote={params.row} text={params.formattedValue ?? ''} />
    ),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 85,
    valueGetter: (_value, row) => row.price - row.previousClose,
    valueFormatter: (value: number) => signed.format(value),
    cellClassName: changeClassName,
  },
  {
    field: 'changePercent',
    headerName: 'Change %',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => (row.price - row.previousClose) / row.previousClose,
    valueFormatter: (value: number) => signedPercent.format(value),
    cellClassName: changeClassName,
  },
  {
    field: 'history',
    headerName: 'Trend',
    width: 100,
    display: 'flex',
    sortable: false,
    filterable: false,
    disableExport: true,
    getApplyQuickFilterFn: () => null, // the search box ignores this column
    renderCell: (params: GridRenderCellParams<Quote, number[]>) => (
      <Trend values={params.value ?? []} />
    ),
  },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 80,
    valueFormatter: (value: number) => compact.format(value),
  },
  {
    field: 'time',
    headerName: 'Updated',
    type: 'number',
    width: 86,
    valueFormatter: (value: number) => formatClock(value),
  },
];

const flash = keyframes`
  from { background-color: var(--quote-flash-color); }
  to { background-color: transparent; }
`;

// ---- The application -------------------------------------------------------------------------

export default function LiveMarketWatch() {
  const apiRef = useGridApiRef();
  const containerRef = React.useRef<HTMLDivElement>(null);
  const exchange = React.useRef<Exchange | null>(null);
  const [paused, setPaused] = React.useState(false);
  const [onScreen, setOnScreen] = React.useState(false);
  const [tabVisible, setTabVisible] = React.useState(true);
  const [session, setSession] = React.useState({ clock: 0, trades: 0 });
  const live = !paused && onScreen && tabVisible;

  // Stop trading while the grid is scrolled out of view…
  React.useEffect(() => {
    const element = containerRef.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      setOnScreen(entries[entries.length - 1].isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // …and while the browser tab is in the background.
  React.useEffect(() => {
    const update = () => setTabVisible(document.visibilityState === 'visible');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  React.useEffect(() => {
    if (!live) return undefined;
    exchange.current ??= openExchange();
    const market = exchange.current;
    const timer = window.setInterval(() => {
      const trades = tradeOneSecond(market);
      // The free DataGrid takes one row per updateRows call; only the listings that traded change.
      trades.forEach((quote) => apiRef.current?.updateRows([quote]));
      setSession((previous) => ({ clock: market.clock, trades: previous.trades + trades.length }));
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [live, apiRef]);

  let status = 'Live';
  if (paused) status = 'Paused';
  else if (!tabVisible) status = 'Paused while the tab is hidden';
  else if (!onScreen) status = 'Paused while off screen';

  return (
    <Box ref={containerRef} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          variant="contained"
          size="small"
          startIcon={paused ? <PlayArrowIcon /> : <PauseIcon />}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? 'Resume updates' : 'Pause updates'}
        </Button>
        <Typography variant="body2" role="status" sx={{ fontWeight: 600 }}>
          {status}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Session time {formatClock(session.clock)} · {session.trades} trades
        </Typography>
      </Stack>
      <Box
        sx={(theme) => ({
          height: 540,
          '--quote-up': alpha(theme.palette.success.main, 0.35),
          '--quote-down': alpha(theme.palette.error.main, 0.3),
          '& .quote-symbol': { fontWeight: 700 },
          '& .quote--gain': { color: 'success.dark' },
          '& .quote--loss': { color: 'error.dark' },
          '& .quote-flash': {
            display: 'inline-flex',
            alignItems: 'center',
            px: 0.5,
            borderRadius: 0.5,
            animation: `${flash} 900ms ease-out`,
          },
          '& .quote-flash--up': { '--quote-flash-color': 'var(--quote-up)' },
          '& .quote-flash--down': { '--quote-flash-color': 'var(--quote-down)' },
          '& .quote-flash--flat': { animation: 'none' },
          '@media (prefers-reduced-motion: reduce)': {
            '& .quote-flash': { animation: 'none' },
          },
          ...theme.applyStyles('dark', {
            '& .quote--gain': { color: 'success.light' },
            '& .quote--loss': { color: 'error.light' },
          }),
        })}
      >
        <DataGrid
          apiRef={apiRef}
          rows={initialQuotes}
          columns={columns}
          label="Watch list"
          showToolbar
          initialState={{
            density: 'compact',
            sorting: { sortModel: [{ field: 'changePercent', sort: 'desc' }] },
          }}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
