import { API_PACKAGES } from './packages';

/** A `…Classes` object a package exports at runtime: key → global class name. */
type ClassesObject = Record<string, string>;

/**
 * Loads every `…Classes` object the packages export at runtime (`gridClasses`,
 * `datePickerClasses` …), by export name. The global class names come from the code itself, so
 * they cannot drift from what the components render.
 */
export async function loadClassesObjects(packages = API_PACKAGES.map((pkg) => pkg.name)): Promise<Map<string, ClassesObject>> {
  const objects = new Map<string, ClassesObject>();
  for (const name of packages) {
    const module = (await import(name)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (!/Classes$/.test(exportName) || !value || typeof value !== 'object') continue;
      const entries = Object.entries(value);
      if (entries.length > 0 && entries.every(([, className]) => typeof className === 'string')) {
        objects.set(exportName, value as ClassesObject);
      }
    }
  }
  return objects;
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * The global class names of a component's class keys: from the classes object named after the
 * component (`DatePicker` → `datePickerClasses`), else the object holding all the keys (the grids
 * share `gridClasses`), else the `Mui<Component>-<key>` convention.
 */
export function resolveClassNames(component: string, keys: string[], objects: Map<string, ClassesObject>): Record<string, string> {
  const base = component.replace(/^Unstable_/, '');
  const candidates = [objects.get(`${lowerFirst(base)}Classes`)];
  for (const object of objects.values()) if (keys.every((key) => key in object)) candidates.push(object);
  const match = candidates.find((object) => object && keys.every((key) => key in object));
  return Object.fromEntries(keys.map((key) => [key, match?.[key] ?? `Mui${base}-${key}`]));
}
