/**
 * Every descriptor list as an export source: the list's columns with their labels and values in the job's
 * language, its filters validated by the list operation's own query schema, its rows read through the
 * repository's scoped query (the caller sees in the file exactly the rows the list shows them).
 */
import { resolve } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import type { FieldDescriptor, ResourceDescriptor } from '../../shared/descriptors/types.ts';
import { consoleRoutes } from '../../shared/routes.ts';
import { allows, loadGrants } from '../auth/permissions.ts';
import type { Caller, Deps } from '../context.ts';
import { fieldErrorsFromAjv } from '../http/envelope.ts';
import { noPermission, validation } from '../http/errors.ts';
import { translate, type Lang } from '../http/messages.ts';
import { loadSpecs, type Operation } from '../openapi/load.ts';
import type { Repository, Row } from '../resources/repository.ts';
import type { ListGuard } from '../resources/list-guards.ts';
import type { ExportColumn, ExportRow, ExportRun, ExportSource } from './sources.ts';
import type { ExportParams } from './params.ts';
import { dynamic } from '../db/dynamic.ts';

const SCHEMAS_DIR = resolve(import.meta.dirname, '../../../schemas');
const BATCH = 500;
const PAGING = new Set(['page_num', 'page_size', 'sort_field', 'sort_order']);

let specs: { ops: Map<string, Operation>; ajv: Ajv } | undefined;
function loaded() {
  if (!specs) {
    const s = loadSpecs(SCHEMAS_DIR);
    // query strings arrive as text in the browser's URL; the stored filter is the same values, coerced alike
    const ajv = new Ajv({
      strict: false,
      coerceTypes: 'array',
      allErrors: true,
      formats: { date: /^\d{4}-\d{2}-\d{2}$/, 'date-time': (v: string) => !Number.isNaN(Date.parse(v)) },
    });
    for (const shared of s.sharedSchemas) ajv.addSchema(shared);
    specs = { ops: new Map(s.operations.map((o) => [o.operationId, o])), ajv };
  }
  return specs;
}

const validators = new Map<string, ValidateFunction>();
function filterValidator(op: Operation): ValidateFunction {
  let v = validators.get(op.operationId);
  if (!v) {
    const props = Object.fromEntries(
      Object.entries<object>(op.schema.querystring?.properties ?? {}).filter(([k]) => !PAGING.has(k)),
    );
    v = loaded().ajv.compile({ type: 'object', properties: props, additionalProperties: false });
    validators.set(op.operationId, v);
  }
  return v;
}

/** What the caller needs to export a list: what reading it needs, plus the 导出 button where the page has one. */
export function exportPermissions(d: ResourceDescriptor, listOp: Operation): string[] {
  const route = consoleRoutes.find((r) => r.permission === d.menu);
  return [listOp.permission, ...(route?.actions?.includes('export') ? [`${d.menu}:export`] : [])];
}

/** The caller's time zone for dates in the file, when it is a real IANA zone; undefined otherwise. */
export function validTimeZone(zone: unknown): string | undefined {
  if (typeof zone !== 'string' || !zone || zone.length > 64) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

const stamp = (zone: string | undefined) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });

function visibleColumns(d: ResourceDescriptor, granted: (code: string) => boolean): string[] {
  return d.list.columns.filter(
    (c) =>
      !d.fields[c].writeOnly &&
      d.fields[c].type !== 'password' &&
      (!d.fields[c].permission || granted(`${d.menu}:${d.fields[c].permission}`)),
  );
}

/** The value in the reader's language: `<field>_en` in English when the row has one. */
const inLang = (row: Row, field: string, lang: Lang) => {
  const en = row[`${field}_en`];
  return lang === 'en' && en !== undefined && en !== null && String(en).trim() !== '' ? en : row[field];
};

/** Labels of referenced rows, looked up once per batch. */
async function referenceLabels(
  deps: Deps,
  byName: Map<string, ResourceDescriptor>,
  f: FieldDescriptor,
  rows: Row[],
  field: string,
  lang: Lang,
) {
  const target = byName.get(f.reference!.resource);
  const ids = [
    ...new Set(
      rows
        .flatMap((r) => (Array.isArray(r[field]) ? (r[field] as unknown[]) : [r[field]]))
        .filter((v) => v !== null && v !== undefined),
    ),
  ];
  const labels = new Map<string, string>();
  if (!target || !ids.length) return labels;
  const label = f.reference!.label;
  const cols = [target.key, label, ...(target.fields[`${label}_en`] ? [`${label}_en`] : [])];
  const found = await dynamic(deps.db).selectFrom(target.table).select(cols).where(target.key, 'in', ids).execute();
  for (const r of found as Row[]) labels.set(String(r[target.key]), String(inLang(r, label, lang) ?? ''));
  return labels;
}

export function descriptorSource(
  d: ResourceDescriptor,
  repo: Repository,
  byName: Map<string, ResourceDescriptor>,
  guard?: ListGuard,
): ExportSource {
  const listOp = () => {
    const op = loaded().ops.get(d.operations.list!);
    if (!op) throw new Error(`resources/${d.name}.yaml: list operation ${d.operations.list} is not in schemas/`);
    return op;
  };
  const granted = async (deps: Deps, caller: Caller) => {
    const grants = await loadGrants(deps, caller);
    return (code: string) => allows(grants, code);
  };

  async function cells(deps: Deps, rows: Row[], columns: string[], run: ExportRun): Promise<ExportRow[]> {
    const { lang } = run;
    const time = stamp(run.params.time_zone);
    const refs = new Map<string, Map<string, string>>();
    for (const c of columns) {
      const f = d.fields[c];
      if (f.reference && (f.type === 'reference' || f.type === 'references' || f.type === 'tree')) {
        refs.set(c, await referenceLabels(deps, byName, f, rows, c, lang));
      }
    }
    return rows.map((row) =>
      columns.map((c) => {
        const f = d.fields[c];
        const v = inLang(row, c, lang);
        if (v === null || v === undefined || v === '') return null;
        switch (f.type) {
          case 'enum': {
            const choice = f.choices!.find((x) => String(x.value) === String(v));
            return choice ? choice[lang] : String(v);
          }
          case 'boolean':
            return translate(lang, v === true || v === 1 || v === '1' ? 'EXPORT_YES' : 'EXPORT_NO');
          case 'number':
            return typeof v === 'number' ? v : Number.isFinite(Number(v)) ? Number(v) : String(v);
          case 'datetime':
            return time.format(v instanceof Date ? v : new Date(String(v)));
          case 'reference':
          case 'tree':
            return refs.get(c)!.get(String(v)) ?? String(v);
          case 'references':
            return (Array.isArray(v) ? v : [v])
              .map((id) => refs.get(c)!.get(String(id)) ?? String(id))
              .join(lang === 'zh' ? '、' : ', ');
          case 'json':
            return JSON.stringify(v);
          default:
            return Array.isArray(v) ? v.join(lang === 'zh' ? '、' : ', ') : String(v);
        }
      }),
    );
  }

  return {
    name: d.name,
    label: d.label,

    async prepare(deps, caller, params): Promise<ExportParams> {
      const op = listOp();
      const may = await granted(deps, caller);
      if (!exportPermissions(d, op).every(may)) throw noPermission();
      const filter = { ...(params.filter ?? {}) };
      const check = filterValidator(op);
      if (!check(filter)) {
        throw validation(
          fieldErrorsFromAjv(check.errors ?? [], filter, 'filter').map((e) => ({ ...e, field: `filter.${e.field}` })),
        );
      }
      if (guard) await guard(deps, caller, filter);
      const field = d.fields[params.sort_field ?? ''];
      return {
        filter,
        sort_field: field && !field.virtual && !field.writeOnly ? params.sort_field : undefined,
        sort_order: params.sort_order === 'ASC' ? 'ASC' : params.sort_order === 'DESC' ? 'DESC' : undefined,
        time_zone: validTimeZone(params.time_zone),
      };
    },

    async columns(deps, caller, run): Promise<ExportColumn[]> {
      const may = await granted(deps, caller);
      return visibleColumns(d, may).map((c) => ({
        header: d.fields[c].label[run.lang],
        kind: d.fields[c].type === 'number' ? 'number' : 'text',
      }));
    },

    async count(deps, caller, run) {
      return (await repo.list(deps, caller, { ...run.params.filter, page_num: 1, page_size: 1 })).total;
    },

    async *rows(deps, caller, run) {
      const columns = visibleColumns(d, await granted(deps, caller));
      const query = { ...run.params.filter, sort_field: run.params.sort_field, sort_order: run.params.sort_order };
      for await (const batch of repo.batches(deps, caller, query, BATCH)) yield cells(deps, batch, columns, run);
    },
  };
}
