/** The crew list of a small film production, shared by the editing recipes. */
export type Department = 'Camera' | 'Sound' | 'Art' | 'Production';
export type CrewStatus = 'Pencilled' | 'Confirmed' | 'Wrapped';

export interface CrewMember {
  id: number;
  name: string;
  department: Department;
  role: string;
  status: CrewStatus;
  /** First shooting day for this person. */
  startDate: Date;
  /** Last day, set once they have wrapped. */
  wrapDate: Date | null;
  /** Day rate in euros; the week is five shooting days. */
  dayRate: number;
  weekRate: number;
  notes: string;
}

export const rolesByDepartment: Record<Department, string[]> = {
  Camera: ['Director of photography', 'Camera operator', 'Focus puller', 'Clapper loader'],
  Sound: ['Sound mixer', 'Boom operator'],
  Art: ['Production designer', 'Set dresser', 'Props master'],
  Production: ['Line producer', 'Production coordinator', 'Runner'],
};

export const departments = Object.keys(rolesByDepartment) as Department[];
export const crewStatuses: CrewStatus[] = ['Pencilled', 'Confirmed', 'Wrapped'];

function member(
  id: number,
  name: string,
  department: Department,
  role: string,
  status: CrewStatus,
  startDate: Date,
  dayRate: number,
  notes: string,
  wrapDate: Date | null = null,
): CrewMember {
  return {
    id,
    name,
    department,
    role,
    status,
    startDate,
    wrapDate,
    dayRate,
    weekRate: dayRate * 5,
    notes,
  };
}

export const filmCrew: CrewMember[] = [
  member(
    1,
    'Ana Ribeiro',
    'Camera',
    'Director of photography',
    'Confirmed',
    new Date(2026, 2, 2),
    850,
    'Brings her own lens kit.\nNeeds a driver on night shoots.',
  ),
  member(
    2,
    'Tom Hughes',
    'Camera',
    'Focus puller',
    'Confirmed',
    new Date(2026, 2, 2),
    420,
    'Available for pick-ups in May.',
  ),
  member(
    3,
    'Mira Kowalska',
    'Sound',
    'Sound mixer',
    'Pencilled',
    new Date(2026, 2, 9),
    520,
    'Waiting on her current job to wrap.',
  ),
  member(
    4,
    'Jamal Reid',
    'Sound',
    'Boom operator',
    'Wrapped',
    new Date(2026, 1, 16),
    330,
    'Covered the studio week only.',
    new Date(2026, 1, 27),
  ),
  member(
    5,
    'Chloé Martin',
    'Art',
    'Production designer',
    'Confirmed',
    new Date(2026, 1, 2),
    700,
    'Set build starts four weeks before the shoot.\nBudget sign-off with the line producer.',
  ),
  member(6, 'Erik Nyström', 'Art', 'Props master', 'Pencilled', new Date(2026, 1, 23), 380, ''),
  member(
    7,
    'Grace Adeyemi',
    'Production',
    'Line producer',
    'Confirmed',
    new Date(2026, 0, 12),
    650,
    'Signs off all overtime.',
  ),
  member(
    8,
    'Luca Ferri',
    'Production',
    'Runner',
    'Wrapped',
    new Date(2026, 2, 2),
    160,
    'Left for another production.',
    new Date(2026, 2, 13),
  ),
];
