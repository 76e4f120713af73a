import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiEntity } from '../types';
import { API_PACKAGES } from './packages';
import type { GeneratedApi } from './generate';
import { installedApi } from './installedApi';

let api: GeneratedApi;
const entity = (name: string): ApiEntity => {
  const found = api.entities.find((each) => each.name === name);
  if (!found) throw new Error(`no entity ${name}`);
  return found;
};
const prop = (component: string, name: string) =>
  entity(component).props.find((each) => each.name === name);

describe('API generator on the installed packages', () => {
  beforeAll(async () => {
    api = await installedApi();
  }, 120_000);

  it('reads DataGrid props with their types, defaults and required flags', () => {
    expect(prop('DataGrid', 'rows')).toMatchObject({
      type: 'GridRowsProp<R>',
      required: false,
      default: '[]',
    });
    expect(prop('DataGrid', 'columns')).toMatchObject({
      type: 'readonly GridColDef<R>[]',
      required: true,
      default: null,
    });
    expect(prop('DataGrid', 'checkboxSelection')).toMatchObject({
      type: 'boolean',
      required: false,
      default: 'false',
    });
    expect(prop('DataGrid', 'checkboxSelection')?.descriptionMarkdown).toContain(
      'extra column with checkboxes',
    );
    expect(prop('DataGrid', 'paginationModel')?.type).toBe('GridPaginationModel');
    expect(entity('DataGrid')).toMatchObject({
      product: 'data-grid',
      plan: 'community',
      route: '/x/api/data-grid/data-grid',
      refElement: 'HTMLDivElement',
    });
  });

  it('gives each component its import paths and the plan each implies', () => {
    expect(entity('DatePicker').imports.map((each) => [each.path, each.plan])).toEqual([
      ['@mui/x-date-pickers/DatePicker', 'community'],
      ['@mui/x-date-pickers', 'community'],
      ['@mui/x-date-pickers-pro', 'pro'],
    ]);
    expect(entity('DataGridPro').plan).toBe('pro');
    expect(entity('DataGridPremium').plan).toBe('premium');
    expect(entity('RichTreeViewPro').plan).toBe('pro');
  });

  it('reads DatePicker value, onChange and slots', () => {
    expect(prop('DatePicker', 'value')?.type).toBe('TValue');
    expect(prop('DatePicker', 'onChange')?.type).toBe(
      '(value: TValue, context: PickerChangeHandlerContext<TError>) => void',
    );
    const slots = entity('DatePicker').slots.map((slot) => slot.name);
    expect(slots).toEqual(
      expect.arrayContaining([
        'actionBar',
        'calendarHeader',
        'day',
        'openPickerIcon',
        'textField',
        'toolbar',
      ]),
    );
  });

  it('reads LineChart series and xAxis, and RichTreeView items', () => {
    expect(prop('LineChart', 'series')).toMatchObject({ required: true });
    expect(prop('LineChart', 'series')?.type).toBe('Readonly<LineSeries[]>');
    expect(prop('LineChart', 'xAxis')?.type).toMatch(/XAxis/);
    expect(prop('RichTreeView', 'items')).toMatchObject({ type: 'readonly R[]', required: true });
    expect(entity('RichTreeView')).toMatchObject({
      refElement: 'HTMLUListElement',
      forwardsNativeProps: true,
    });
  });

  it('says since which 8.x release each prop exists', () => {
    expect(prop('DataGrid', 'rows')?.since).toBe('8.0.0');
    expect(prop('DataGrid', 'tabNavigation')?.since).toBe('8.19.0');
    expect(entity('DataGrid').since).toBe('8.0.0');
    // Interfaces documented after the last `npm run api:history` have no history until its next run.
    const known = api.entities.filter((each) => each.since !== null);
    expect(known.length).toBeGreaterThan(api.entities.length * 0.9);
    expect(known.every((each) => each.props.every((item) => item.since !== null))).toBe(true);
  });

  it('marks deprecated props with their message', () => {
    expect(prop('BarChart', 'barLabel')?.deprecatedMarkdown).toContain(
      '`barLabel` in the chart series instead',
    );
    expect(prop('DataGrid', 'rows')?.deprecatedMarkdown).toBeNull();
  });

  it('resolves CSS class keys to the global class names the components render', () => {
    expect(entity('DataGrid').classes.find((cls) => cls.key === 'root')).toMatchObject({
      className: 'MuiDataGrid-root',
    });
    expect(
      entity('RichTreeView').classes.find((cls) => cls.key === 'item')?.descriptionMarkdown,
    ).toContain("item's root element");
    expect(
      entity('DateCalendar').classes.find((cls) => cls.key === 'viewTransitionContainer')
        ?.className,
    ).toBe('MuiDateCalendar-viewTransitionContainer');
  });

  it("takes each component's CSS classes from its own …Classes object, never from another component's", () => {
    const classNames = (name: string) => entity(name).classes.map((cls) => cls.className);
    // ChartsLabel's `classes` is ChartsLabelClasses, whose object is `labelClasses`.
    expect(classNames('ChartsLabel')).toEqual(['MuiChartsLabel-root']);
    // RadarAxisClasses' object is exported as `chartsAxisClasses`, the name ChartsAxis' object also has.
    expect(classNames('RadarAxis')).toEqual([
      'MuiRadarAxis-root',
      'MuiRadarAxis-line',
      'MuiRadarAxis-label',
    ]);
    expect(classNames('ChartsXAxis')).toContain('MuiChartsAxis-root');
    // The fields' `classes` are Material UI's TextField's: they have none of their own.
    for (const field of [
      'DateField',
      'TimeField',
      'DateTimeField',
      'SingleInputDateRangeField',
      'SingleInputTimeRangeField',
      'SingleInputDateTimeRangeField',
    ]) {
      expect(entity(field).classes, field).toEqual([]);
    }
    // Typed by the FormControl it renders, PickersTextField styles itself with PickersTextFieldClasses.
    expect(classNames('PickersTextField')).toContain('MuiPickersTextField-root');
    // The Pro and Premium grids render the community grid's classes; a key the object lacks comes
    // from the module's own class generator.
    expect(entity('DataGridPremium').classes.find((cls) => cls.key === 'root')?.className).toBe(
      'MuiDataGrid-root',
    );
    expect(entity('DataGrid').classes.find((cls) => cls.key === 'pivotPanelBody')?.className).toBe(
      'MuiDataGrid-pivotPanelBody',
    );
    const borrowed = api.entities.filter(
      (each) =>
        each.product !== 'data-grid' &&
        each.classes.some((cls) => cls.className.startsWith('MuiDataGrid-')),
    );
    expect(borrowed.map((each) => each.name)).toEqual([]);
  });

  it('marks deprecated components with the message of their declaration, on the entity and the index', () => {
    // Kept as Markdown, the JSDoc {@link} made a Markdown link.
    expect(entity('GridToolbarQuickFilter').deprecatedMarkdown).toBe(
      'Use the [Quick Filter](https://mui.com/x/react-data-grid/components/quick-filter/) component instead. This component will be removed in a future major release.',
    );
    expect(entity('ChartContainer').deprecatedMarkdown).toContain('Use `ChartsContainer` instead.');
    expect(entity('DataGrid').deprecatedMarkdown).toBeNull();
    expect(api.index.find((each) => each.name === 'GridToolbarQuickFilter')?.deprecated).toBe(true);
    expect(api.index.find((each) => each.name === 'QuickFilter')?.deprecated).toBe(false);
  });

  it('documents the interfaces readers configure: GridColDef, GridApi and the chart configs', () => {
    expect(entity('GridColDef')).toMatchObject({
      kind: 'interface',
      route: '/x/api/data-grid/grid-col-def',
    });
    expect(entity('GridColDef').props.find((each) => each.name === 'field')).toMatchObject({
      required: true,
      type: 'string',
    });
    expect(entity('GridApi').props.length).toBeGreaterThan(90);
    expect(entity('AxisConfig').props.map((each) => each.name)).toContain('scaleType');
  });

  it('reads a generic component with its type parameters at their defaults', () => {
    // ChartsContainerPro<TSeries = …, TSignatures = AllPluginSignatures<TSeries>>: the axes and
    // zoom props come from the plugins' params, which are there only once TSignatures is known.
    for (const name of ['ChartsContainerPro', 'ChartContainerPro', 'ChartsDataProviderPro']) {
      expect(entity(name).props.map((each) => each.name)).toEqual(
        expect.arrayContaining([
          'xAxis',
          'yAxis',
          'zAxis',
          'initialZoom',
          'zoomData',
          'onZoomChange',
        ]),
      );
    }
    expect(prop('ChartsContainerPro', 'xAxis')?.descriptionMarkdown).toContain(
      'configuration of the x-axes',
    );
    // DateField<TEnableAccessibleFieldDOMStructure = true>: the accessible DOM structure's props.
    expect(prop('DateField', 'areAllSectionsEmpty')).toMatchObject({ required: false });
  });

  it('prints a property declared in each member of a union as the union of their types', () => {
    for (const field of ['DateField', 'SingleInputDateRangeField', 'TimeField']) {
      expect(prop(field, 'variant')?.type).toBe("'filled' | 'outlined' | 'standard'");
      expect(prop(field, 'InputProps')?.type).toBe(
        'Partial<PickersFilledInputProps> | Partial<PickersInputProps> | Partial<PickersOutlinedInputProps>',
      );
    }
    expect(prop('AxisConfig', 'scaleType')?.type).toBe(
      "'band' | 'linear' | 'log' | 'point' | 'pow' | 'sqrt' | 'symlog' | 'time' | 'utc'",
    );
    expect(prop('LineHighlightElement', 'shape')?.type).toBe(
      "'circle' | 'cross' | 'diamond' | 'square' | 'star' | 'triangle' | 'wye'",
    );
    // Both sides of an intersection declaring one type: printed once, not as a union.
    expect(prop('DataGrid', 'rows')?.type).toBe('GridRowsProp<R>');
  });

  it('prints a property declared on several sides of an intersection as its own package declares it', () => {
    // ChartsDataProviderProProps = ChartsDataProviderProps & { slots?: Partial<ChartsDataProviderProSlots> }.
    expect(prop('ChartsContainerPro', 'slots')?.type).toBe('Partial<ChartsDataProviderProSlots>');
    expect(prop('ChartsDataProviderPremium', 'slotProps')?.type).toBe(
      'Partial<ChartsDataProviderPremiumSlotProps>',
    );
    // BarElement's own `height: number` over the SVG attribute's `number | string`.
    expect(prop('BarElement', 'height')?.type).toBe('number');
  });

  it('prints function types as declared, with the `| undefined` they return', () => {
    expect(prop('RichTreeView', 'getItemChildren')?.type).toBe('(item: R) => R[] | undefined');
    for (const colDef of ['GridColDef', 'GridSingleSelectColDef', 'GridActionsColDef']) {
      expect(prop(colDef, 'getSortComparator')?.type).toBe(
        '(sortDirection: GridSortDirection) => GridComparatorFn<V> | undefined',
      );
    }
    expect(prop('GridChartsPanel', 'getColumnName')?.type).toBe(
      '(field: string) => string | undefined',
    );
  });

  it('prints a description once for a property declared in several places', () => {
    // `autoFocus` is declared by the field's internal props and by the multi-input field's own.
    expect(prop('MultiInputDateRangeField', 'autoFocus')?.descriptionMarkdown).toBe(
      'If `true`, the field is focused during the first mount.',
    );
  });

  it('leaves out members marked @ignore', () => {
    expect(prop('DataGrid', 'onStateChange')).toBeUndefined();
    expect(prop('DataGridPro', 'onStateChange')).toBeUndefined();
    for (const chart of ['BarChart', 'LineChart', 'ChartsContainer'])
      expect(prop(chart, 'seriesConfig')).toBeUndefined();
    for (const member of ['setState', 'unstable_applyFilters', 'unstable_getRowHeight'])
      expect(prop('GridApi', member)).toBeUndefined();
    expect(prop('GridApi', 'setRows')).toBeDefined();
  });

  it('sums up the MUI System props a field inherits from Stack instead of listing them', () => {
    for (const field of [
      'MultiInputDateRangeField',
      'MultiInputTimeRangeField',
      'MultiInputDateTimeRangeField',
    ]) {
      expect(entity(field)).toMatchObject({ takesSystemProps: true, forwardsNativeProps: true });
      const names = entity(field).props.map((each) => each.name);
      expect(
        names.filter((name) =>
          ['m', 'p', 'mt', 'px', 'display', 'flexGrow', 'bgcolor', 'gap'].includes(name),
        ),
      ).toEqual([]);
      expect(names).toEqual(
        expect.arrayContaining(['slots', 'slotProps', 'sx', 'direction', 'spacing']),
      );
    }
    expect(entity('DateField').takesSystemProps).toBe(false);
    // A chart's own `width` is its own prop, not a system prop of the same name.
    expect(prop('LineChart', 'width')).toBeDefined();
  });

  it('has a page for every component the packages export at runtime', async () => {
    const names = new Set(api.entities.map((each) => each.name.replace(/^Unstable_/, '')));
    const missing: string[] = [];
    for (const pkg of API_PACKAGES) {
      const exports = (await import(pkg.name)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        const isComponent =
          /^[A-Z]/.test(name) &&
          (typeof value === 'function' ||
            (typeof value === 'object' &&
              value !== null &&
              '$$typeof' in value &&
              !('Provider' in value)));
        const typeOnlyUtility =
          typeof value === 'function' &&
          /^[A-Z]/.test(name) &&
          /^class /.test(Function.prototype.toString.call(value));
        if (isComponent && !typeOnlyUtility && !names.has(name.replace(/^Unstable_/, '')))
          missing.push(`${pkg.name}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
    // Importing the ten packages' entries (the generator itself reads only the classes modules).
  }, 60_000);

  it('lists search entities for components, props, slots and classes with deep links', () => {
    expect(api.search).toContainEqual({
      type: 'prop',
      name: 'checkboxSelection',
      parent: 'DataGrid',
      url: '/x/api/data-grid/data-grid/#prop-checkboxSelection',
    });
    expect(api.search).toContainEqual({
      type: 'component',
      name: 'LineChart',
      parent: 'LineChart',
      url: '/x/api/charts/line-chart/',
    });
    expect(api.search.some((each) => each.type === 'slot' && each.parent === 'DatePicker')).toBe(
      true,
    );
    expect(
      api.search.some((each) => each.type === 'class' && each.name === 'MuiDataGrid-root'),
    ).toBe(true);
  });
});
