import type { PhrasingContent, RootContent } from 'mdast';
import { SYSTEM_PROPS_URL } from '../../../config/links';
import { entityTitleName, importCode, systemPropsSentence } from '../../api/build/apiPageText';
import { apiIndexSections } from '../../api/build/buildApiPages';
import type { ApiEntity, ApiIndexEntry, ApiLink } from '../../api/types';
import { localizePath } from '../../routing/pathnameToLanguage';
import { descriptionBlocks } from './apiDescription';
import { paragraph } from './serialize';
import {
  classesTable,
  code,
  descriptionUrl,
  propsTable,
  slotsTable,
  text,
  type ApiTwinContext,
  type ApiTwinLabels,
} from './apiTwinTables';

export type { ApiTwinContext, ApiTwinLabels };

/** A guide page whose demos use the entity. */
export interface ApiDemoLink {
  title: string;
  route: string;
}

const heading = (depth: 2 | 3, value: string): RootContent => ({
  type: 'heading',
  depth,
  children: [text(value)],
});

function pageLink(route: string, ctx: ApiTwinContext): string {
  return `${ctx.origin}${localizePath(`${route}/`, ctx.language)}`;
}

/** `GridApi (Pro plan)` linked to its page: the name as a link, with a paid plan in words. */
function apiLink(
  link: ApiLink & { deprecated?: boolean },
  labels: ApiTwinLabels,
  ctx: ApiTwinContext,
): PhrasingContent[] {
  return [
    { type: 'link', url: pageLink(link.route, ctx), children: [code(link.name)] },
    ...(link.plan === 'community' ? [] : [text(` (${labels.plan[link.plan]})`)]),
    ...(link.deprecated ? [text(` (${labels.deprecated})`)] : []),
  ];
}

/** The per-plan pages of an entity and the API object pages of a feature, as on the HTML page. */
function apiLinkLines(
  entity: ApiEntity,
  labels: ApiTwinLabels,
  ctx: ApiTwinContext,
): RootContent[] {
  const line = (intro: string, links: ApiLink[]) =>
    paragraph(
      text(`${intro} `),
      ...links.flatMap((link, index) => [
        ...(index > 0 ? [text(', ')] : []),
        ...(link.route === entity.route
          ? [
              {
                type: 'strong',
                children: [code(entityTitleName(entity, labels))],
              } as PhrasingContent,
            ]
          : apiLink(link, labels, ctx)),
      ]),
    );
  const lines: RootContent[] = [];
  if (entity.planVariants) lines.push(line(labels.planVariants(entity.name), entity.planVariants));
  if (entity.apiObject && entity.apiObject.partOf.length > 0)
    lines.push(line(labels.partOf, entity.apiObject.partOf));
  return lines;
}

function linkList(
  links: (ApiLink & { deprecated?: boolean })[],
  labels: ApiTwinLabels,
  ctx: ApiTwinContext,
): RootContent {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: links.map((link) => ({
      type: 'listItem',
      spread: false,
      children: [paragraph(...apiLink(link, labels, ctx)) as never],
    })),
  };
}

/**
 * The sections of one component or interface, as on its HTML page: deprecation notice, plan,
 * description, the other plans' pages, demos, import, ref note, feature interfaces, then the
 * props (or properties), slots and CSS classes tables.
 */
export function apiEntityBlocks(
  entity: ApiEntity,
  labels: ApiTwinLabels,
  demos: ApiDemoLink[],
  ctx: ApiTwinContext,
  level: 2 | 3 = 2,
): RootContent[] {
  const blocks: RootContent[] = [];
  if (entity.deprecatedMarkdown !== null) {
    const notice = paragraph({
      type: 'strong',
      children: [text(labels.deprecatedEntity(entity.name))],
    });
    blocks.push({
      type: 'blockquote',
      children: [
        notice,
        ...descriptionBlocks(entity.deprecatedMarkdown, { url: descriptionUrl(ctx) }),
      ] as never,
    });
  }
  if (entity.plan !== 'community') {
    blocks.push(
      paragraph({
        type: 'link',
        url: pageLink('/x/introduction/licensing', ctx),
        children: [text(labels.plan[entity.plan])],
      }),
    );
  }
  blocks.push(...descriptionBlocks(entity.descriptionMarkdown, { url: descriptionUrl(ctx) }));
  blocks.push(...apiLinkLines(entity, labels, ctx));
  if (demos.length > 0) {
    blocks.push(heading(level, labels.demos), {
      type: 'list',
      ordered: false,
      spread: false,
      children: demos.map((demo) => ({
        type: 'listItem',
        spread: false,
        children: [
          paragraph({
            type: 'link',
            url: pageLink(demo.route, ctx),
            children: [text(demo.title)],
          }) as never,
        ],
      })),
    });
  }
  // Components are imported as values (```js); interfaces only as types, which needs TypeScript.
  blocks.push(heading(level, labels.import), {
    type: 'code',
    lang: entity.kind === 'interface' ? 'ts' : 'js',
    value: importCode(entity),
  });
  if (entity.refElement) {
    blocks.push(
      paragraph(
        entity.forwardsNativeProps
          ? labels.nativeProps(entity.refElement)
          : labels.refElement(entity.refElement),
      ),
    );
  }
  if (entity.takesSystemProps) {
    const [before, after] = systemPropsSentence(labels);
    blocks.push(
      paragraph(
        text(before),
        { type: 'link', url: SYSTEM_PROPS_URL, children: [text(labels.systemPropsLink)] },
        text(after),
      ),
    );
  }
  const features = entity.apiObject?.features ?? [];
  if (features.length > 0)
    blocks.push(heading(level, labels.features), linkList(features, labels, ctx));
  if (entity.props.length > 0) {
    blocks.push(
      heading(level, entity.kind === 'interface' ? labels.properties : labels.props),
      propsTable(entity, labels, ctx),
    );
  }
  if (entity.slots.length > 0)
    blocks.push(heading(level, labels.slots), slotsTable(entity, labels, ctx));
  if (entity.classes.length > 0)
    blocks.push(heading(level, labels.classes), classesTable(entity, labels, ctx));
  return blocks;
}

/** A guide page's Components API tab: one section per documented component. */
export function componentsApiBlocks(
  entities: ApiEntity[],
  labels: ApiTwinLabels,
  ctx: ApiTwinContext,
): RootContent[] {
  return entities.flatMap((entity) => [
    heading(2, labels.component(entity.name)),
    ...apiEntityBlocks(entity, labels, [], ctx, 3),
  ]);
}

/** A product's API index: its components, the API object, then its interfaces, each linked, with paid plans named. */
export function apiIndexBlocks(
  entries: ApiIndexEntry[],
  labels: ApiTwinLabels,
  ctx: ApiTwinContext,
): RootContent[] {
  return apiIndexSections(entries).flatMap(({ id, entries: ofSection }) => [
    heading(2, labels[id]),
    linkList(ofSection, labels, ctx),
  ]);
}
