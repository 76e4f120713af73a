import type { GridColDef } from '@mui/x-data-grid-premium';

/** The booking agency that represents an act: an object, so it needs a grouping value getter. */
export type Agency = { id: string; name: string; city: string };

export type FestivalDay = 'Friday' | 'Saturday' | 'Sunday';
export type FestivalStage = 'Main Stage' | 'Forest Stage' | 'Tent' | 'Harbour Stage';

/** One set of the programme of a three-day music festival. */
export type FestivalSet = {
  id: number;
  act: string;
  day: FestivalDay;
  stage: FestivalStage;
  genre: string;
  country: string;
  /** When the set starts, local time. */
  start: Date;
  /** Length of the set, in minutes. */
  minutes: number;
  /** What the festival pays the act, in euros. */
  fee: number;
  /** Ticket-buyer interest, from 1 to 5 stars. */
  popularity: number;
  /** Record label; `null` for acts that release their music themselves. */
  label: string | null;
  agency: Agency;
};

export const agencies: Record<string, Agency> = {
  tidewater: { id: 'tidewater', name: 'Tidewater Artists', city: 'Bristol' },
  kestrel: { id: 'kestrel', name: 'Kestrel Booking', city: 'Berlin' },
  orbit: { id: 'orbit', name: 'Orbit Live', city: 'Montréal' },
};

const dates: Record<FestivalDay, number> = { Friday: 10, Saturday: 11, Sunday: 12 };

/**
 * The programme, one set a line, read like a spreadsheet:
 * id | act | day | stage | genre | country | start | minutes | fee in euros | popularity | label | agency
 * A dash in the label column means that the act releases its music itself.
 */
const programme = `
1  | The Lantern Hours    | Friday   | Main Stage    | Rock       | United Kingdom | 21:30 | 90  | 48000 | 5     | Northlight  | tidewater
2  | Velvet Static        | Friday   | Main Stage    | Rock       | United States  | 19:30 | 60  | 22000 | 4     | Copper Tone | kestrel
3  | Arcade Weather       | Friday   | Main Stage    | Rock       | Sweden         | 17:30 | 50  | 12000 | 3     | Saltmarsh   | kestrel
4  | Marisol Quartet      | Friday   | Forest Stage  | Jazz       | Spain          | 18:00 | 60  | 6500  | 3     | -           | orbit
5  | Hollow Pines         | Friday   | Forest Stage  | Folk       | Canada         | 20:00 | 50  | 7200  | 3     | Saltmarsh   | orbit
6  | Kilowatt Garden      | Friday   | Tent          | Electronic | Germany        | 23:00 | 120 | 15000 | 4     | -           | kestrel
7  | Dune Theory          | Friday   | Tent          | Electronic | Netherlands    | 21:00 | 90  | 9800  | 3     | Copper Tone | kestrel
8  | Ada & the Ferrymen   | Friday   | Harbour Stage | Folk       | Ireland        | 17:00 | 45  | 4200  | 2     | Saltmarsh   | tidewater
9  | Brass Alley          | Friday   | Harbour Stage | Jazz       | United States  | 19:00 | 60  | 5600  | 3     | -           | orbit
10 | Nova Kite            | Saturday | Main Stage    | Hip-hop    | France         | 20:30 | 75  | 31000 | 5     | Northlight  | tidewater
11 | Paper Harbour        | Saturday | Main Stage    | Rock       | Australia      | 18:30 | 60  | 18500 | 4     | Copper Tone | tidewater
12 | The Quiet Engines    | Saturday | Main Stage    | Rock       | United Kingdom | 22:00 | 90  | 52000 | 5     | Northlight  | kestrel
13 | Lumen Drift          | Saturday | Tent          | Electronic | Sweden         | 23:30 | 120 | 17500 | 4     | -           | kestrel
14 | Okra Sound System    | Saturday | Tent          | Hip-hop    | Nigeria        | 21:30 | 60  | 8800  | 4     | Saltmarsh   | orbit
15 | Mirror Lake          | Saturday | Tent          | Electronic | Canada         | 19:00 | 60  | 6900  | 3     | -           | orbit
16 | Fennel & Rye         | Saturday | Forest Stage  | Folk       | United Kingdom | 16:00 | 45  | 3900  | 2     | -           | tidewater
17 | Juniper Vale         | Saturday | Forest Stage  | Folk       | Norway         | 18:00 | 50  | 5200  | 3     | Saltmarsh   | orbit
18 | Cobalt Trio          | Saturday | Forest Stage  | Jazz       | Italy          | 20:00 | 60  | 6100  | 3     | -           | orbit
19 | Harbour Lights Choir | Saturday | Harbour Stage | Folk       | United Kingdom | 15:00 | 40  | 2500  | 2     | -           | tidewater
20 | Mezzanine Kids       | Saturday | Harbour Stage | Hip-hop    | United States  | 19:30 | 45  | 7400  | 3     | Copper Tone | kestrel
21 | Glass Acre           | Sunday   | Main Stage    | Rock       | Canada         | 17:00 | 60  | 16000 | 3     | Copper Tone | orbit
22 | Rust Belt Revival    | Sunday   | Main Stage    | Rock       | United States  | 19:00 | 60  | 21000 | 4     | -           | tidewater
23 | Solenne              | Sunday   | Main Stage    | Electronic | France         | 21:00 | 90  | 39000 | 5     | Northlight  | kestrel
24 | Tidal Bloom          | Sunday   | Tent          | Electronic | Portugal       | 22:30 | 90  | 11000 | 4     | Copper Tone | kestrel
25 | Loop Cartel          | Sunday   | Tent          | Hip-hop    | United Kingdom | 20:00 | 60  | 9300  | 3     | -           | orbit
26 | Sable & Reed         | Sunday   | Forest Stage  | Jazz       | United States  | 16:30 | 60  | 5800  | 3     | Saltmarsh   | orbit
27 | The Moss Collective  | Sunday   | Forest Stage  | Folk       | Iceland        | 18:30 | 50  | 4700  | 2     | -           | tidewater
28 | Cinder Youth         | Sunday   | Harbour Stage | Rock       | United Kingdom | 14:30 | 40  | 3100  | 2     | -           | tidewater
29 | Gold Coast Ramblers  | Sunday   | Harbour Stage | Folk       | Australia      | 15:30 | 45  | 3600  | 2     | Saltmarsh   | tidewater
30 | Blue Hour Sextet     | Sunday   | Harbour Stage | Jazz       | Japan          | 18:00 | 75  | 8200  | 4     | Northlight  | orbit
`;

export const festivalSets: FestivalSet[] = programme
  .trim()
  .split('\n')
  .map((line) => {
    const [id, act, day, stage, genre, country, time, minutes, fee, stars, label, agency] = line
      .split('|')
      .map((cell) => cell.trim());
    const [hours, mins] = time.split(':').map(Number);
    return {
      id: Number(id),
      act,
      day: day as FestivalDay,
      stage: stage as FestivalStage,
      genre,
      country,
      // The festival runs from Friday 10 to Sunday 12 July 2026.
      start: new Date(2026, 6, dates[day as FestivalDay], hours, mins),
      minutes: Number(minutes),
      fee: Number(fee),
      popularity: Number(stars),
      label: label === '-' ? null : label,
      agency: agencies[agency],
    };
  });

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const euros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export const formatTime = (date: Date) => timeFormat.format(date);
export const formatFee = (fee: number) => euros.format(fee);

/** The columns most demos share; a demo adds or changes the ones its topic needs. */
export const festivalColumns: GridColDef<FestivalSet>[] = [
  { field: 'act', headerName: 'Act', width: 180 },
  {
    field: 'day',
    headerName: 'Day',
    type: 'singleSelect',
    valueOptions: ['Friday', 'Saturday', 'Sunday'],
    width: 110,
  },
  {
    field: 'stage',
    headerName: 'Stage',
    type: 'singleSelect',
    valueOptions: ['Main Stage', 'Forest Stage', 'Tent', 'Harbour Stage'],
    width: 140,
  },
  { field: 'genre', headerName: 'Genre', width: 110 },
  { field: 'country', headerName: 'Country', width: 140 },
  {
    field: 'start',
    headerName: 'Starts',
    type: 'dateTime',
    width: 90,
    valueFormatter: (value: Date | null) => (value instanceof Date ? formatTime(value) : ''),
  },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 90 },
  {
    field: 'fee',
    headerName: 'Fee',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) => (value == null ? '' : formatFee(value)),
  },
  { field: 'label', headerName: 'Label', width: 130 },
];
