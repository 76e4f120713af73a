import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { SYSTEM_PROPS_URL } from '../../../config/links';
import { calloutToHast } from '../../markdown/build/callouts';
import { codeBlockToHast } from '../../markdown/build/codeBlock';
import type { CompiledPage } from '../../markdown/build/compile';
import type { CompileContext } from '../../markdown/build/context';
import { headingToHast, type TocItem } from '../../markdown/build/headings';
import type { Segment } from '../../markdown/build/segments';
import { localizePath } from '../../routing/pathnameToLanguage';
import { apiTableRows } from './apiTableRows';
import {
  anchorOf,
  entityTitleName,
  importCode,
  localizeHtml,
  systemPropsSentence,
  type ApiPageLabels,
  type DemoPageLink,
} from './apiPageText';
import { descriptionToHtml } from './description';
import type { ApiEntity, ApiLink } from '../types';

const el = (
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[] = [],
): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({ type: 'text', value });

/** Builds the body of API sections as segments, keeping the outline (TOC, ids) in step. */
class ApiBody {
  readonly toc: TocItem[] = [];
  readonly ids: string[] = [];
  readonly segments: Segment[] = [];
  private run: ElementContent[] = [];

  constructor(private readonly ctx: CompileContext) {}

  heading(level: 2 | 3, id: string, title: string) {
    this.toc.push({ id, text: title, level });
    this.ids.push(id);
    this.run.push(headingToHast(level, id, [text(title)], this.ctx));
  }

  html(node: ElementContent) {
    this.run.push(node);
  }

  raw(html: string) {
    if (html)
      this.run.push({
        type: 'raw',
        value: localizeHtml(html, this.ctx),
      } as unknown as ElementContent);
  }

  flush() {
    const html = toHtml({ type: 'root', children: this.run } as Root, {
      allowDangerousHtml: true,
    }).trim();
    if (html) this.segments.push({ kind: 'html', html });
    this.run = [];
  }

  /** A link to another API page: its name, with its plan as a chip or in words. */
  link(link: ApiLink, labels: ApiPageLabels, planInName: boolean): ElementContent[] {
    const href = localizePath(`${link.route}/`, this.ctx.language);
    const name =
      planInName && link.plan !== 'community'
        ? labels.nameWithPlan(link.name, labels.plan[link.plan])
        : link.name;
    const anchor = el('a', { href }, [el('code', {}, [text(name)])]);
    if (planInName || link.plan === 'community') return [anchor];
    return [
      anchor,
      el('span', { className: ['api-plan', `plan-${link.plan}`] }, [text(labels.plan[link.plan])]),
    ];
  }

  /** Links a per-plan page to the other plans' pages, and a feature to its API object pages. */
  apiLinks(entity: ApiEntity, labels: ApiPageLabels) {
    const line = (intro: string, links: ApiLink[]) => {
      const items = links.flatMap((link, index) => [
        ...(index > 0 ? [text(', ')] : []),
        ...(link.route === entity.route
          ? [el('strong', {}, [el('code', {}, [text(entityTitleName(entity, labels))])])]
          : this.link(link, labels, true)),
      ]);
      this.html(el('p', {}, [text(`${intro} `), ...items]));
    };
    if (entity.planVariants) line(labels.planVariants(entity.name), entity.planVariants);
    if (entity.apiObject && entity.apiObject.partOf.length > 0)
      line(labels.partOf, entity.apiObject.partOf);
  }

  /** A warning callout that says, in words, that the entity is deprecated, then the package's message. */
  private deprecationNotice(entity: ApiEntity, labels: ApiPageLabels): Element {
    const message = localizeHtml(descriptionToHtml(entity.deprecatedMarkdown ?? ''), this.ctx);
    const notice = calloutToHast(
      'warning',
      [
        el('p', {}, [el('strong', {}, [text(labels.deprecatedEntity(entity.name))])]),
        ...(message ? [{ type: 'raw', value: message } as unknown as ElementContent] : []),
      ],
      this.ctx,
    );
    notice.properties = {
      ...notice.properties,
      className: ['MuiCallout-root', 'MuiCallout-warning', 'api-deprecation'],
      ariaLabel: labels.deprecated,
    };
    return notice;
  }

  /** Adds one entity's sections; `prefix` keeps ids unique when several share a page. */
  entity(
    entity: ApiEntity,
    labels: ApiPageLabels,
    demos: DemoPageLink[],
    prefix = '',
    level: 2 | 3 = 2,
  ) {
    const id = (name: string) => `${prefix}${name}`;
    if (entity.deprecatedMarkdown !== null) this.html(this.deprecationNotice(entity, labels));
    if (entity.plan !== 'community') {
      const href = localizePath('/x/introduction/licensing/', this.ctx.language);
      this.html(
        el('p', {}, [
          el('a', { className: ['api-plan', `plan-${entity.plan}`], href }, [
            text(labels.plan[entity.plan]),
          ]),
        ]),
      );
    }
    this.raw(descriptionToHtml(entity.descriptionMarkdown));
    this.apiLinks(entity, labels);
    if (demos.length > 0) {
      this.heading(level, id('demos'), labels.demos);
      this.html(
        el(
          'ul',
          {},
          demos.map((demo) =>
            el('li', {}, [
              el('a', { href: `${localizePath(`${demo.route}/`, this.ctx.language)}` }, [
                text(demo.title),
              ]),
            ]),
          ),
        ),
      );
    }
    this.heading(level, id('import'), labels.import);
    this.html(codeBlockToHast({ type: 'code', lang: 'tsx', value: importCode(entity) }, this.ctx));
    if (entity.refElement) {
      const note = entity.forwardsNativeProps
        ? labels.nativeProps(entity.refElement)
        : labels.refElement(entity.refElement);
      this.html(el('p', {}, [text(note)]));
    }
    if (entity.takesSystemProps) {
      const [before, after] = systemPropsSentence(labels);
      this.html(
        el('p', {}, [
          text(before),
          el('a', { href: SYSTEM_PROPS_URL }, [text(labels.systemPropsLink)]),
          text(after),
        ]),
      );
    }
    const table = (section: 'props' | 'slots' | 'classes', title: string) => {
      this.heading(
        level,
        id(
          section === 'classes'
            ? 'css'
            : section === 'props' && entity.kind === 'interface'
              ? 'properties'
              : section,
        ),
        title,
      );
      this.flush();
      const rows = apiTableRows(entity, section);
      this.segments.push({
        kind: 'island',
        component: 'ApiTable',
        props: {
          section,
          entity: entity.name,
          anchorPrefix: prefix,
          rows,
          dataGrid: entity.product === 'data-grid',
        },
      });
      for (const row of rows) this.ids.push(`${prefix}${anchorOf(section, row)}`);
    };
    const features = entity.apiObject?.features ?? [];
    if (features.length > 0) {
      this.heading(level, id('features'), labels.features);
      this.html(
        el(
          'ul',
          { className: ['api-index'] },
          features.map((feature) => el('li', {}, this.link(feature, labels, false))),
        ),
      );
    }
    if (entity.props.length > 0)
      table('props', entity.kind === 'interface' ? labels.properties : labels.props);
    if (entity.slots.length > 0) table('slots', labels.slots);
    if (entity.classes.length > 0) table('classes', labels.classes);
    this.flush();
  }
}

/** The page of one component or interface, in the shape of a compiled MDX page. */
export function compileApiPage(
  entity: ApiEntity,
  labels: ApiPageLabels,
  demos: DemoPageLink[],
  ctx: CompileContext,
): CompiledPage {
  const body = new ApiBody(ctx);
  body.entity(entity, labels, demos);
  const mainPackage =
    entity.imports.find((each) => each.path === each.package)?.package ?? entity.imports[0].package;
  return {
    frontMatter: {
      title: labels.title(entityTitleName(entity, labels)),
      description: (entity.kind === 'component' ? labels.description : labels.interfaceDescription)(
        entity.name,
        mainPackage,
      ),
      // As in the reference: interface pages carry no ad.
      disableAd: entity.kind === 'interface',
    },
    toc: body.toc,
    ids: body.ids,
    links: [],
    segments: body.segments,
    wordCount: 0,
    prose: '',
  };
}

/** A guide page's "Components API" tab: the sections of each component it documents. */
export function compileComponentsApiTab(
  entities: ApiEntity[],
  labels: ApiPageLabels,
  frontMatter: CompiledPage['frontMatter'],
  ctx: CompileContext,
): CompiledPage {
  const body = new ApiBody(ctx);
  for (const entity of entities) {
    const prefix = `${entity.name.toLowerCase()}-`;
    body.heading(2, `${prefix}api`, labels.component(entity.name));
    body.entity(entity, labels, [], prefix, 3);
  }
  return {
    frontMatter,
    toc: body.toc,
    ids: body.ids,
    links: [],
    segments: body.segments,
    wordCount: 0,
    prose: '',
  };
}
