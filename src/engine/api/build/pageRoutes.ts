import type { ApiEntity, ApiLink } from '../types';
import { PLAN_RANK } from './apiObject';

const sameProps = (a: ApiEntity, b: ApiEntity) =>
  a.props.length === b.props.length &&
  a.props.every(
    (prop, index) => prop.name === b.props[index].name && prop.type === b.props[index].type,
  );

const linkTo = (entity: ApiEntity): ApiLink => ({
  name: entity.name,
  plan: entity.plan,
  route: entity.route,
});

/**
 * One page per route. Entities that land on the same route are the same API seen from several
 * packages, or a collision:
 * - a Pro package may re-implement a component under the same name (GridColumnMenu): one page,
 *   documented from the lowest plan's declaration, listing every import path;
 * - each plan's package may declare its own interface under one name, with other members
 *   (`GridApi` is `GridApiCommunity`, `GridApiPro`, `GridApiPremium`): a page per plan, the lowest
 *   at the name's route and each higher one at `<route>-<plan>` (`/x/api/data-grid/grid-api-pro`),
 *   each linking the others;
 * - a component exported both as stable and under its former Unstable_ name: the stable one.
 * Anything else sharing a route is an error.
 */
export function mergeByRoute(entities: readonly ApiEntity[]): ApiEntity[] {
  const byRoute = new Map<string, ApiEntity>();
  const variants = new Map<string, ApiEntity[]>();
  const place = (entity: ApiEntity) => {
    const existing = byRoute.get(entity.route);
    if (existing)
      throw new Error(
        `API pages of ${existing.name} and ${entity.name} would share ${entity.route}`,
      );
    byRoute.set(entity.route, entity);
  };
  for (const entity of entities) {
    const existing = byRoute.get(entity.route) ?? variants.get(entity.route)?.[0];
    if (!existing) {
      byRoute.set(entity.route, entity);
    } else if (
      existing.name === entity.name &&
      entity.kind === 'interface' &&
      (variants.has(entity.route) || !sameProps(existing, entity))
    ) {
      const group = variants.get(entity.route) ?? [existing];
      if (group.some((each) => each.plan === entity.plan))
        throw new Error(`Two declarations of ${entity.name} in the ${entity.plan} plan`);
      variants.set(
        entity.route,
        [...group, entity].sort((a, b) => PLAN_RANK[a.plan] - PLAN_RANK[b.plan]),
      );
      byRoute.delete(entity.route);
    } else if (existing.name === entity.name) {
      const [first, second] =
        PLAN_RANK[existing.plan] <= PLAN_RANK[entity.plan]
          ? [existing, entity]
          : [entity, existing];
      first.imports = [
        ...first.imports,
        ...second.imports.filter(
          (each) => !first.imports.some((known) => known.path === each.path),
        ),
      ];
      byRoute.set(entity.route, first);
    } else if (existing.name.replace(/^Unstable_/, '') === entity.name.replace(/^Unstable_/, '')) {
      if (existing.name.startsWith('Unstable_')) byRoute.set(entity.route, entity);
    } else {
      throw new Error(
        `API pages of ${existing.name} and ${entity.name} would share ${entity.route}`,
      );
    }
  }
  for (const [route, group] of variants) {
    group.forEach((entity, index) => {
      if (index > 0) entity.route = `${route}-${entity.plan}`;
    });
    for (const entity of group) {
      entity.planVariants = group.map(linkTo);
      place(entity);
    }
  }
  return [...byRoute.values()].sort((a, b) => a.route.localeCompare(b.route));
}
