export interface Body {
  id: string;
  name: string;
  satellites?: Body[];
}

export const solarSystem: Body[] = [
  {
    id: 'inner-planets',
    name: 'Inner planets',
    satellites: [
      { id: 'mercury', name: 'Mercury' },
      { id: 'venus', name: 'Venus' },
      { id: 'earth', name: 'Earth', satellites: [{ id: 'moon', name: 'Moon' }] },
      {
        id: 'mars',
        name: 'Mars',
        satellites: [
          { id: 'phobos', name: 'Phobos' },
          { id: 'deimos', name: 'Deimos' },
        ],
      },
    ],
  },
  {
    id: 'outer-planets',
    name: 'Outer planets',
    satellites: [
      {
        id: 'jupiter',
        name: 'Jupiter',
        satellites: [
          { id: 'io', name: 'Io' },
          { id: 'europa', name: 'Europa' },
          { id: 'ganymede', name: 'Ganymede' },
        ],
      },
      { id: 'saturn', name: 'Saturn', satellites: [{ id: 'titan', name: 'Titan' }] },
    ],
  },
];

/** Ids of every body that has satellites, i.e. every item that can be expanded. */
export function getExpandableIds(bodies: Body[]): string[] {
  return bodies.flatMap((body) =>
    body.satellites ? [body.id, ...getExpandableIds(body.satellites)] : [],
  );
}
